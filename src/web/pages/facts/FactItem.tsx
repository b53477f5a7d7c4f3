/** One learned fact: what it says, where it came from and since when; fix, pin or delete it. */
import { useState } from 'preact/hooks';
import type { Schemas } from '../../api/types';
import { Button, Field } from '../../components/ui';

export type Fact = Schemas['LearnedFact'];

const day = (iso: string) => iso.slice(0, 10);
export const KIND_LABELS: Record<string, string> = {
  name: 'Name', home: 'Home', hometown: 'Hometown', employer: 'Employer', role: 'Occupation', studies: 'Studies', team_language: 'Team language',
  programming_language: 'Programming language', supervisor: 'Supervisor', diet: 'Diet', allergy: 'Allergy', partner: 'Partner', relation: 'Family and people',
  pet: 'Pet', likes: 'Likes', dislikes: 'Dislikes', favourite: 'Favourite', drinks: 'Drinks', hobby: 'Hobby', plan: 'Plan', birthday: 'Birthday', age: 'Age', speaks: 'Speaks',
};

export function Provenance({ fact }: { fact: Fact }) {
  return (
    <p class="small">
      {fact.origin === 'interaction' ? 'Learned from a conversation' : `Stated by memory ${fact.key}`}, said {day(fact.valid_from)}: <q>{fact.sentence}</q>
      {fact.valid_until ? ` · true until ${day(fact.valid_until)}` : ` · true since ${day(fact.valid_from)}`}
    </p>
  );
}

export function FactItem({ fact, before, writable, onFix, onPin, onDelete }: {
  fact: Fact;
  /** The facts this one superseded, shown beside it. */
  before: Fact[];
  writable: boolean;
  onFix(fact: Fact, object: string): Promise<void>;
  onPin(fact: Fact, pinned: boolean): Promise<void>;
  onDelete(fact: Fact): Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [object, setObject] = useState(fact.object);
  const [busy, setBusy] = useState(false);
  const label = `${KIND_LABELS[fact.kind] ?? fact.kind}${fact.detail ? ` (${fact.detail})` : ''}`;
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return (
    <li aria-label={`${label}: ${fact.object}`}>
      <h3 class="memory-key">
        {label}: {fact.object} {fact.pinned && <span class="badge">Pinned</span>}
      </h3>
      <Provenance fact={fact} />
      {before.length > 0 && (
        <div class="small">
          Before:
          <ul aria-label={`Superseded by ${fact.object}`}>
            {before.map((b) => (
              <li key={b.id}>
                <s>{b.object}</s> <Provenance fact={b} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {writable && editing && (
        <form
          aria-label={`Fix ${label}`}
          onSubmit={(e) => {
            e.preventDefault();
            void act(async () => {
              await onFix(fact, object.trim());
              setEditing(false);
            });
          }}
        >
          <Field label="What it says" value={object} onInput={setObject} required maxLength={500} />
          <Button kind="primary" type="submit" busy={busy}>Save fix</Button>
          <Button type="button" onClick={() => setEditing(false)}>Cancel</Button>
        </form>
      )}
      {writable && !editing && (
        <div class="row">
          <Button type="button" onClick={() => setEditing(true)} aria-label={`Fix ${fact.object}`}>Fix</Button>
          <Button type="button" busy={busy} onClick={() => act(() => onPin(fact, !fact.pinned))} aria-label={`${fact.pinned ? 'Unpin' : 'Pin'} ${fact.object}`}>
            {fact.pinned ? 'Unpin' : 'Pin'}
          </Button>
          <Button kind="danger" type="button" busy={busy} onClick={() => act(() => onDelete(fact))} aria-label={`Delete ${fact.object}`}>Delete</Button>
        </div>
      )}
    </li>
  );
}
