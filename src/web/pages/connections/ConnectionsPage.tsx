// Placeholder until this page is built: it renders inside the signed-in frame.
import { Layout } from '../../components/Layout';

export default function ConnectionsPage() {
  return <Layout title="Connections">{null}</Layout>;
}
