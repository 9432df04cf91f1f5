import { useAtomValue, useSetAtom } from 'jotai';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { payerAuthFrameAtom, stopPayerAuthAtom } from '../atoms/payer-auth';
import { Modal } from './Modal';

/** The `data-payer-auth` value the frame's (same-origin, script-free) sandbox page ended on. */
function statusOf(event: SyntheticEvent<HTMLIFrameElement>): string | null {
  try {
    return event.currentTarget.contentDocument?.querySelector('[data-payer-auth]')?.getAttribute('data-payer-auth') ?? null;
  } catch {
    return null;
  }
}

/**
 * Issue 16 (13-G11, 13-G12): the payer-authentication frames on the checkout page. Device data is
 * collected in a hidden frame (its load is "finished"); the issuer's step-up challenge shows in a
 * modal, and closing the modal is "stopped by user". The time-outs run in atoms/payer-auth.ts.
 */
export function PayerAuthFrames() {
  const { t } = useTranslation();
  const frame = useAtomValue(payerAuthFrameAtom);
  const stop = useSetAtom(stopPayerAuthAtom);
  if (!frame) return null;
  if (frame.kind === 'device-data') {
    return (
      <iframe
        className="payer-auth__collect"
        title={t('payerauth.collecting')}
        src={frame.url}
        hidden
        aria-hidden="true"
        onLoad={(event) => frame.settle(statusOf(event))}
      />
    );
  }
  return (
    <Modal open title={t('payerauth.title')} onClose={() => stop()} closeLabel={t('payerauth.cancel')}>
      <p className="payer-auth__intro">{t('payerauth.intro')}</p>
      <iframe
        className="payer-auth__challenge"
        title={t('payerauth.frameTitle')}
        src={frame.url}
        onLoad={(event) => {
          // The challenge page itself carries no status: only its answer page settles the flow.
          const status = statusOf(event);
          if (status) frame.settle(status);
        }}
      />
    </Modal>
  );
}
