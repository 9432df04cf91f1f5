import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeSlots } from '../../api/contract/hut';
import { log } from '../../log/logger';
import { fetchTimeSlots } from '../../api/stores';
import { localiseAtom } from '../../atoms/localise';
import { notifyHut } from '../../atoms/localisation-notices';
import { closeOverlayAtom, type Overlay } from '../../atoms/overlays';
import { sessionAtom } from '../../atoms/session';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { marketOfSector } from '../../domain/markets/config';
import { ASAP, defaultSlot, groupSlots } from './slots';
import './scheduled-order.css';

type Props = { overlay: Extract<Overlay, { kind: 'scheduled-order' }> };

/** "refreshes every 5 seconds" (spec 1 §2, §9). */
export const SCHEDULED_REFRESH_MS = 5000;

/**
 * The scheduled-order overlay (spec 1 §2, 3 §2.7, §4.6): the hut's time slots, ASAP when it is
 * open; 'Start order' when a localisation waits for the time, else 'Set order time'; 'pick a new
 * time' without a close button when the chosen time has passed. It refreshes every 5 s and renders
 * nothing once the hut has neither ASAP nor a slot left.
 */
export default function ScheduledOrder({ overlay }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const close = useSetAtom(closeOverlayAtom);
  const localise = useSetAtom(localiseAtom);
  const { hut, disposition, pending, repick } = overlay;
  const market = marketOfSector(hut.sector) ?? 'UK';
  const [answer, setAnswer] = useState<TimeSlots | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        const slots = await fetchTimeSlots({ sector: hut.sector, hutId: hut.id, disposition });
        if (stopped) return;
        setAnswer(slots);
        setFailed(false);
      } catch (error) {
        if (stopped) return;
        log.warn('Time slots fetch failed', error);
        setFailed(true);
      }
    };
    void load();
    const timer = setInterval(() => void load(), SCHEDULED_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [hut.sector, hut.id, disposition]);

  const slots = useMemo(() => answer?.slots ?? [], [answer]);
  const unavailable = answer !== null && !answer.asapAvailable && slots.length === 0;
  const groups = useMemo(
    () => groupSlots(slots, market, i18n.language, hut.timeZone, new Date()),
    [slots, market, i18n.language, hut.timeZone],
  );

  // The default follows each refresh until the customer picks; a picked slot that vanished falls back.
  const previous = pending ? session.dispositionTime : session.dispositionWhen === 'asap' ? ASAP : session.dispositionTime;
  const fallback = answer ? defaultSlot(slots, previous, answer.asapAvailable) : null;
  const value =
    selected !== null && (selected === ASAP ? answer?.asapAvailable : slots.includes(selected)) ? selected : fallback;
  const effectiveValue = value === ASAP && answer && !answer.asapAvailable ? (slots[0] ?? null) : value;

  useEffect(() => {
    if (!unavailable) return;
    notifyHut('unavailable', hut);
    close('scheduled-order');
  }, [unavailable, hut, close]);

  if (unavailable) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!effectiveValue) return;
    const when = effectiveValue === ASAP ? 'asap' : 'scheduled';
    const time = effectiveValue === ASAP ? null : Date.parse(effectiveValue);
    close('scheduled-order');
    if (pending) {
      await localise({ ...pending, when, time });
      return;
    }
    setSession((current) => ({ ...current, dispositionWhen: when, dispositionTime: time }));
  }

  const title = repick ? t('localisation.scheduled.repickTitle') : t('localisation.scheduled.title');
  const dayLabel = (offset: number, day: string) =>
    offset === 0
      ? t('localisation.scheduled.today')
      : offset === 1
        ? t('localisation.scheduled.tomorrow')
        : new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
            new Date(`${day}T12:00:00Z`),
          );
  const first = groups[0];
  // 'today 21:00', 'tomorrow 11:30', 'Friday 5 July 12:00': today and tomorrow in the sentence's case.
  const firstDay = first ? (first.offset <= 1 ? dayLabel(first.offset, first.day).toLowerCase() : dayLabel(first.offset, first.day)) : '';
  const firstSlot = first?.slots[0] ? `${firstDay} ${first.slots[0].label}` : null;

  return (
    <Modal
      open
      title={title}
      onClose={repick ? undefined : () => close('scheduled-order')}
      closeLabel={repick ? undefined : t('localisation.scheduled.close')}
    >
      <form className="scheduled" onSubmit={(event) => void submit(event)}>
        <div className="scheduled__hut">
          <p className="scheduled__hut-name">{t(`localisation.scheduled.intro.${disposition}`, { name: hut.name })}</p>
          <p className="scheduled__hut-address">{hut.address.lines.join(', ')}</p>
        </div>
        {/* Why ASAP is missing, and what comes first instead (10-G33): never a bare list of times. */}
        {answer && !answer.asapAvailable ? (
          <div className="scheduled__notice" role="status">
            <p className="scheduled__notice-title">{t('localisation.scheduled.noAsapTitle')}</p>
            <p>
              {t('localisation.scheduled.noAsap', { name: hut.name })}
              {firstSlot ? ` ${t('localisation.scheduled.firstSlot', { time: firstSlot })}` : ''}
            </p>
          </div>
        ) : null}
        {answer?.asapAvailable ? <p className="scheduled__hint">{t('localisation.scheduled.asapHint')}</p> : null}
        {answer === null && !failed ? <Spinner label={t('localisation.scheduled.loading')} /> : null}
        {failed && answer === null ? (
          <p className="field__error" role="alert">
            {t('localisation.scheduled.failed')}
          </p>
        ) : null}
        {answer ? (
          <>
            <label className="field__label" htmlFor={`${id}-time`}>
              {t('localisation.scheduled.label')}
            </label>
            <select
              id={`${id}-time`}
              className="field__input scheduled__select"
              value={effectiveValue ?? ''}
              onChange={(event) => setSelected(event.target.value)}
            >
              {answer.asapAvailable ? <option value={ASAP}>{t('localisation.scheduled.asap')}</option> : null}
              {groups.map((group) => (
                <optgroup key={group.day} label={dayLabel(group.offset, group.day)}>
                  {group.slots.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {slot.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </>
        ) : null}
        {answer && slots.length > 0 ? <p className="scheduled__hint">{t('localisation.scheduled.later')}</p> : null}
        <button type="submit" className="button button--primary scheduled__submit" disabled={!effectiveValue}>
          {pending ? t('localisation.scheduled.start') : t('localisation.scheduled.set')}
        </button>
      </form>
    </Modal>
  );
}
