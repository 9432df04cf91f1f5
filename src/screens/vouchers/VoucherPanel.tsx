import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VOUCHER_CODE_MAX } from '../../api/contract/vouchers';
import { basketPriceAtom } from '../../atoms/pricing';
import { resetVoucherViewAtom, validateVoucherAtom, voucherViewAtom } from '../../atoms/voucher';
import { Spinner } from '../../components/Spinner';
import { discountQualification } from '../../domain/vouchers';
import { ErrorView } from './ErrorView';
import { voucherErrorCopy } from './voucher-error-copy';

interface VoucherPanelProps {
  /** UK with the dealbot on: applying a voucher turns it off (06-G30). */
  dealbotWarning: boolean;
  format: (amount: number) => string;
  onClose: () => void;
}

/**
 * The voucher tab (spec 2 §2, §4, §5): the code form, then loading, success or the error view.
 * "Apply is disabled while empty or loading; a submit with empty text is ignored"; at most 15
 * characters. A deal voucher closes the modal: the deal page opens to build the deal.
 */
export function VoucherPanel({ dealbotWarning, format, onClose }: VoucherPanelProps) {
  const { t } = useTranslation();
  const view = useAtomValue(voucherViewAtom);
  const validate = useSetAtom(validateVoucherAtom);
  const resetView = useSetAtom(resetVoucherViewAtom);
  const [code, setCode] = useState('');
  const inputId = useId();
  const hintId = useId();

  if (view.status === 'loading') {
    return (
      <div className="vouchers-state" aria-live="polite">
        <Spinner label={t('vouchers.voucher.checking')} />
        <p>{t('vouchers.voucher.checking')}</p>
      </div>
    );
  }

  if (view.status === 'error') {
    const copy = voucherErrorCopy(view.error);
    return (
      <ErrorView
        title={t('vouchers.voucher.errorTitle')}
        message={t(`vouchers.voucher.errors.${copy.key}`, { seconds: copy.seconds, item: copy.item })}
        detail={view.code}
        onRetry={() => resetView()}
        onCancel={() => {
          resetView();
          setCode('');
          onClose();
        }}
      />
    );
  }

  if (view.status === 'success') return <VoucherApplied code={view.voucher.id} discountId={view.voucher.discountId} format={format} onClose={onClose} />;

  const empty = code.trim() === '';
  return (
    <form
      className="vouchers-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        void validate(code).then((outcome) => {
          if (outcome === 'deal') onClose();
        });
      }}
    >
      {dealbotWarning ? (
        <p className="vouchers-warning" role="note">
          {t('vouchers.voucher.dealbotWarning')}
        </p>
      ) : null}
      <div className="vouchers-field">
        <label className="vouchers-field__label" htmlFor={inputId}>
          {t('vouchers.voucher.label')}
        </label>
        <input
          id={inputId}
          className="vouchers-field__input vouchers-field__input--code"
          value={code}
          maxLength={VOUCHER_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={hintId}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={hintId} className="vouchers-field__hint">
          {t('vouchers.voucher.hint', { max: VOUCHER_CODE_MAX })}
        </p>
      </div>
      <button type="submit" className="button button--primary vouchers-submit" disabled={empty}>
        {t('vouchers.voucher.apply')}
      </button>
    </form>
  );
}

/**
 * The success view, the voucher's one confirmation (13-G25): the code and what it takes off, or its
 * qualification state (13-G23). The basket's totals show the saving; the notification box only names it.
 */
function VoucherApplied({ code, discountId, format, onClose }: { code: string; discountId?: string; format: (amount: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const { price } = useAtomValue(basketPriceAtom);
  const discount = price?.discount && price.discount.id === discountId ? price.discount : null;
  // 13-G23: met shows the saving; the other states say why nothing comes off yet.
  const state = discount ? discountQualification(discount) : 'met';
  return (
    <div className="vouchers-state vouchers-state--success" role="status">
      <p className="vouchers-state__title">{t('vouchers.voucher.applied', { code })}</p>
      {discount ? (
        <p className={state === 'met' ? 'vouchers-state__amount' : 'vouchers-state__qualification'}>
          {state === 'met' ? t('vouchers.voucher.saving', { amount: format(discount.amount) }) : t(`vouchers.qualification.${state}`, { gap: format(discount.gap) })}
        </p>
      ) : null}
      {discount ? <p>{discount.title}</p> : null}
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('vouchers.done')}
        </button>
      </div>
    </div>
  );
}
