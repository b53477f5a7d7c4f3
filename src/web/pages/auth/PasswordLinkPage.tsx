// Placeholder until this page is built: it renders inside the signed-in frame.
import { Layout } from '../../components/Layout';

export default function PasswordLinkPage() {
  return <Layout title="PasswordLink">{null}</Layout>;
}
