// Placeholder until this page is built: it renders inside the signed-in frame.
import { Layout } from '../../components/Layout';

export default function SecurityPage() {
  return <Layout title="Security">{null}</Layout>;
}
