// Placeholder until this page is built: it renders inside the signed-in frame.
import { Layout } from '../../components/Layout';

export default function AdminPage() {
  return <Layout title="Admin">{null}</Layout>;
}
