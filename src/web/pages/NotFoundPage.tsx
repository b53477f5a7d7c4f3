import { AuthFrame } from '../components/Layout';

export default function NotFoundPage() {
  return (
    <AuthFrame title="Page not found">
      <p>There is no page at this address.</p>
      <p>
        <a href="/dashboard">Go to the dashboard</a> or read the <a href="/docs">API reference</a>.
      </p>
    </AuthFrame>
  );
}
