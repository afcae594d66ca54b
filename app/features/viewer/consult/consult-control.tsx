/**
 * The viewer's "Consult" control (decision 086): start a consult on the case, invite a provider who may see it
 * (a refusal shows the API's sentence), who is present and who leads, ask to lead, hand over, leave; join an
 * active consult one is invited to, or replay one that has ended.
 */
import { useEffect, useId, useState } from 'react';
import UsersIcon from 'lucide-react/icons/users';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import type { Consult } from '../../../../contracts/consult';
import { CONSULT_UI } from './text';
import type { ConsultCandidate } from './transport';
import { DateTime } from '~/components/ui/date-time';
import type { ConsultController } from './use-consult';
import type { useConsultReplay } from './use-replay';

type Replay = ReturnType<typeof useConsultReplay>;

export function ConsultControl({ consult, replay }: { consult: ConsultController; replay: Replay }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { current, role } = consult;
  if (consult.me === null) return null;
  const label = role === 'leader' ? CONSULT_UI.leading : role === 'follower' ? CONSULT_UI.following : null;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="shrink-0" data-testid="consult-button">
          <UsersIcon aria-hidden />
          {CONSULT_UI.button}
          {label ? <Badge variant="info">{label}</Badge> : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        className="w-80 max-w-[calc(100vw-1rem)] space-y-3 text-sm"
      >
        <h2 id={titleId} className="font-semibold">
          {CONSULT_UI.title}
        </h2>
        {!consult.loaded ? <p className="text-muted-foreground">{CONSULT_UI.loading}</p> : null}
        {consult.error ? (
          <p role="alert" className="text-destructive" data-testid="consult-error">
            {consult.error}
          </p>
        ) : null}
        {replay.error ? (
          <p role="alert" className="text-destructive">
            {replay.error}
          </p>
        ) : null}
        {consult.loaded && consult.refused ? <p data-testid="consult-refused">{consult.refused}</p> : null}
        {consult.loaded && current ? <InConsult consult={consult} current={current} /> : null}
        {consult.loaded && !current && !consult.refused ? (
          <NotInConsult consult={consult} replay={replay} />
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

function Participants({ current }: { current: Consult }) {
  return (
    <ul aria-label={CONSULT_UI.participants} className="space-y-1" data-testid="consult-participants">
      {current.participants.map((person) => (
        <li key={person.userId} className="flex items-center justify-between gap-2">
          <span className="truncate">{person.name}</span>
          <span className="flex shrink-0 gap-1">
            {current.leaderId === person.userId ? <Badge>{CONSULT_UI.leads}</Badge> : null}
            {current.leadRequestedBy === person.userId ? (
              <Badge variant="outline">{CONSULT_UI.asksToLead}</Badge>
            ) : null}
            <Badge variant={person.presence === 'Present' ? 'success' : 'muted'}>
              {CONSULT_UI.presence[person.presence]}
            </Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}

function InConsult({ consult, current }: { consult: ConsultController; current: Consult }) {
  const leading = consult.role === 'leader';
  const leader = current.participants.find((each) => each.userId === current.leaderId);
  const others = current.participants.filter(
    (each) => each.presence === 'Present' && each.userId !== consult.me,
  );
  const asked = current.leadRequestedBy === consult.me;
  return (
    <div className="space-y-3">
      <p data-testid="consult-status">
        {leading ? CONSULT_UI.youLead : CONSULT_UI.youFollow(leader?.name ?? '')}
      </p>
      <Participants current={current} />
      {leading ? <InviteForm consult={consult} /> : null}
      <div className="flex flex-wrap gap-2">
        {leading
          ? others.map((each) => (
              <Button
                key={each.userId}
                size="sm"
                variant="secondary"
                disabled={consult.busy}
                onClick={() => void consult.handOver(each.userId)}
              >
                {CONSULT_UI.handOverTo(each.name)}
              </Button>
            ))
          : null}
        {!leading ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={consult.busy || asked}
            onClick={() => void consult.requestLead()}
          >
            {asked ? CONSULT_UI.asked : CONSULT_UI.askToLead}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={consult.busy} onClick={() => void consult.leave()}>
          {CONSULT_UI.leave}
        </Button>
      </div>
    </div>
  );
}

function InviteForm({ consult }: { consult: ConsultController }) {
  const id = useId();
  const [candidates, setCandidates] = useState<ConsultCandidate[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = consult.candidates;
  useEffect(() => {
    let live = true;
    load()
      .then((list) => live && setCandidates(list))
      .catch((error: unknown) => live && setMessage(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
    // Read once per opening of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const may = candidates?.filter((each) => each.maySee) ?? [];
  const mayNot = candidates?.filter((each) => !each.maySee) ?? [];
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        const name = candidates?.find((each) => each.userId === chosen)?.name ?? '';
        void consult.invite(chosen).then((error) => {
          setFailed(error !== null);
          setMessage(error ?? CONSULT_UI.invited(name));
        });
      }}
    >
      <label htmlFor={id} className="block font-medium">
        {CONSULT_UI.invite}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-8 min-w-0 flex-1 rounded-md border bg-background px-2"
          disabled={!candidates}
        >
          <option value="">{candidates ? CONSULT_UI.choose : CONSULT_UI.loading}</option>
          <optgroup label={CONSULT_UI.maySee}>
            {may.map((each) => (
              <option key={each.userId} value={each.userId}>
                {each.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={CONSULT_UI.mayNotSee}>
            {mayNot.map((each) => (
              <option key={each.userId} value={each.userId}>
                {each.name}
              </option>
            ))}
          </optgroup>
        </select>
        <Button size="sm" type="submit" disabled={!chosen || consult.busy}>
          {CONSULT_UI.inviteButton}
        </Button>
      </div>
      {message ? (
        <p
          role={failed ? 'alert' : 'status'}
          className={failed ? 'text-destructive' : 'text-muted-foreground'}
          data-testid="invite-message"
        >
          {message}
        </p>
      ) : null}
    </form>
  );
}

function NotInConsult({ consult, replay }: { consult: ConsultController; replay: Replay }) {
  const active = consult.consults.filter((each) => each.state === 'Active');
  const ended = consult.consults.filter((each) => each.state === 'Ended');
  const invitedTo = (each: Consult) => each.participants.some((p) => p.userId === consult.me);
  return (
    <div className="space-y-3">
      <Button size="sm" disabled={consult.busy} onClick={() => void consult.start()}>
        {CONSULT_UI.start}
      </Button>
      {active.length ? (
        <section aria-label={CONSULT_UI.activeHeading} className="space-y-2">
          <h3 className="font-medium">{CONSULT_UI.activeHeading}</h3>
          {active.map((each) => (
            <div key={each.consultId} className="flex items-center justify-between gap-2">
              <span className="truncate">{CONSULT_UI.ledBy(leaderName(each))}</span>
              {invitedTo(each) ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={consult.busy}
                  onClick={() => void consult.join(each.consultId)}
                >
                  {CONSULT_UI.join}
                </Button>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      {ended.length ? (
        <section aria-label={CONSULT_UI.endedHeading} className="space-y-2">
          <h3 className="font-medium">{CONSULT_UI.endedHeading}</h3>
          {ended.map((each) => (
            <div key={each.consultId} className="flex items-center justify-between gap-2">
              <div className="min-w-0">
                <p>
                  <DateTime value={each.startedAt} /> · {CONSULT_UI.steps(each.lastSeq)}
                </p>
                <p className="text-muted-foreground" data-testid="past-consult-people">
                  {CONSULT_UI.pastLedBy(leadersNamed(each))} {CONSULT_UI.tookPart(tookPart(each))}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void replay.play(each.consultId, each.participants, each.startedAt)}
              >
                {CONSULT_UI.replay}
              </Button>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

/** Everyone who led it, by name, in the order they first led (a name no longer listed is left out). */
const leadersNamed = (consult: Consult) =>
  consult.ledBy.flatMap((id) => consult.participants.find((each) => each.userId === id)?.name ?? []);

/** Who took part: joined at some time (an invitee who never joined did not). */
const tookPart = (consult: Consult) =>
  consult.participants.filter((each) => each.joinedAt !== null).map((each) => each.name);

const leaderName = (consult: Consult) =>
  consult.participants.find((each) => each.userId === consult.leaderId)?.name ?? '';
