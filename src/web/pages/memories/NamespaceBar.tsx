/**
 * The namespace controls shared by the memory pages: the context picker (applies at once)
 * and the user and agent the calls act for (applied with the button, not on every keystroke).
 */
import { useEffect, useState } from 'preact/hooks';
import { ContextPicker } from '../../components/ContextPicker';
import { Alert, Button, Field, Spinner } from '../../components/ui';
import { AGENT_PATTERN, type MemoryNamespace } from './namespace';

/** `who` false: the context picker only (pages that take the user elsewhere). */
export function NamespaceBar({ ns, who = true }: { ns: MemoryNamespace; who?: boolean }) {
  const [userId, setUserId] = useState(ns.userId);
  const [agentName, setAgentName] = useState(ns.agentName);
  useEffect(() => {
    setUserId(ns.userId);
    setAgentName(ns.agentName);
  }, [ns.userId, ns.agentName]);
  if (ns.context.error) return <Alert>{ns.context.error}</Alert>;
  if (!ns.context.contexts) return <Spinner label="Loading your contexts" />;
  const changed = userId.trim() !== ns.userId || agentName.trim() !== ns.agentName;
  return (
    <form
      class="card namespace-bar"
      aria-label="Whose memories"
      onSubmit={(e) => {
        e.preventDefault();
        ns.setWho({ userId: userId.trim() || ns.userId, agentName: agentName.trim() || ns.agentName });
      }}
    >
      <div class="row">
        <ContextPicker choice={ns.context} />
        {who && (
          <>
            <Field label="User ID" value={userId} onInput={setUserId} required maxLength={256} autoComplete="off" />
            <Field label="Agent" value={agentName} onInput={setAgentName} required maxLength={64} pattern={AGENT_PATTERN} autoComplete="off" title="Letters, digits, dot, dash, underscore or colon; global is shared by all agents" />
            <div class="field namespace-apply">
              <Button type="submit" disabled={!changed}>
                Apply user and agent
              </Button>
            </div>
          </>
        )}
      </div>
      {!ns.writable && <p class="small">You can read this context but not change it.</p>}
    </form>
  );
}
