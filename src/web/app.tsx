/**
 * The web app: one route per page (paths listed in routes.ts, which the server also
 * answers with this app). Pages other than sign-in load on demand, so the graph and
 * chart libraries are fetched only by the pages that draw them.
 */
import type { ComponentType } from 'preact';
import { ErrorBoundary, LocationProvider, Route, Router, lazy } from 'preact-iso';
import { useState } from 'preact/hooks';
import { FailureNotice, PageUnavailable } from './components/FailureNotice';
import { Spinner } from './components/ui';
import { APP_LINK_SCOPE } from './routes';
import { SessionProvider } from './session';
import LoginPage from './pages/auth/LoginPage';
import NotFoundPage from './pages/NotFoundPage';

/** A page loaded on demand; when its code cannot be fetched, a page saying so replaces the old one. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => load().catch(() => ({ default: PageUnavailable })));
}

const DashboardPage = page(() => import('./pages/dashboard/DashboardPage'));
const ForgotPasswordPage = page(() => import('./pages/auth/ForgotPasswordPage'));
const PasswordLinkPage = page(() => import('./pages/auth/PasswordLinkPage'));
const MemoriesPage = page(() => import('./pages/memories/MemoriesPage'));
const RecallPage = page(() => import('./pages/memories/RecallPage'));
const FactsPage = page(() => import('./pages/facts/FactsPage'));
const GraphPage = page(() => import('./pages/graph/GraphPage'));
const PatternsPage = page(() => import('./pages/graph/PatternsPage'));
const ConnectionsPage = page(() => import('./pages/connections/ConnectionsPage'));
const SecurityPage = page(() => import('./pages/security/SecurityPage'));
const AccountPage = page(() => import('./pages/account/AccountPage'));
const AdminPage = page(() => import('./pages/admin/AdminPage'));

export function App() {
  // A page's code is fetched on first visit: until it arrives, say so (a slow network shows no blank page).
  const [loadingPage, setLoadingPage] = useState(false);
  return (
    <LocationProvider scope={APP_LINK_SCOPE}>
      <SessionProvider>
        <FailureNotice />
        {loadingPage && <Spinner label="Loading the page" />}
        <ErrorBoundary>
          <Router onLoadStart={() => setLoadingPage(true)} onLoadEnd={() => setLoadingPage(false)}>
            <Route path="/" component={DashboardPage} />
            <Route path="/dashboard" component={DashboardPage} />
            <Route path="/login" component={LoginPage} />
            <Route path="/forgot-password" component={ForgotPasswordPage} />
            <Route path="/reset-password" component={PasswordLinkPage} />
            <Route path="/setup-password" component={PasswordLinkPage} />
            <Route path="/memories" component={MemoriesPage} />
            <Route path="/recall" component={RecallPage} />
            <Route path="/facts" component={FactsPage} />
            <Route path="/graph" component={GraphPage} />
            <Route path="/patterns" component={PatternsPage} />
            <Route path="/connections/*" component={ConnectionsPage} />
            <Route path="/connections" component={ConnectionsPage} />
            <Route path="/security" component={SecurityPage} />
            <Route path="/account/*" component={AccountPage} />
            <Route path="/account" component={AccountPage} />
            <Route path="/settings" component={AccountPage} />
            <Route path="/admin/*" component={AdminPage} />
            <Route path="/admin" component={AdminPage} />
            <Route default component={NotFoundPage} />
          </Router>
        </ErrorBoundary>
      </SessionProvider>
    </LocationProvider>
  );
}
