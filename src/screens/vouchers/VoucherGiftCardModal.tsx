import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { GiftCardPanel } from './GiftCardPanel';
import { VoucherPanel } from './VoucherPanel';

export type VoucherTab = 'voucher' | 'giftCard';

interface VoucherGiftCardModalProps {
  open: boolean;
  tab: VoucherTab;
  /** The tabs this hut and market offer, in order (vouchers by flag, gift cards where supported). */
  tabs: readonly VoucherTab[];
  dealbotWarning: boolean;
  format: (amount: number) => string;
  formatDate: (isoDate: string) => string;
  onTab: (tab: VoucherTab) => void;
  onClose: () => void;
}

/**
 * The voucher and gift-card modal (spec 2 §2): two tabs as an accessible tablist (arrow keys move
 * between them), each with its form, loading, success and error views. The owner starts it on the
 * voucher tab unless the gift-card flag is set, and puts it back there on closing.
 */
export function VoucherGiftCardModal({ open, tab, tabs, dealbotWarning, format, formatDate, onTab, onClose }: VoucherGiftCardModalProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<VoucherTab, HTMLButtonElement | null>>>({});
  const current = tabs.includes(tab) ? tab : (tabs[0] ?? 'voucher');

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length];
    if (!next) return;
    onTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Modal open={open} title={t('vouchers.title')} onClose={onClose} closeLabel={t('vouchers.close')}>
      {tabs.length > 1 ? (
        <div className="vouchers-tabs" role="tablist" aria-label={t('vouchers.tabs.label')} onKeyDown={onKeyDown}>
          {tabs.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${name}`}
              className="vouchers-tabs__tab"
              aria-selected={name === current}
              aria-controls={`${baseId}-panel`}
              tabIndex={name === current ? 0 : -1}
              onClick={() => onTab(name)}
            >
              {t(`vouchers.tabs.${name}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${baseId}-panel`}
        className="vouchers-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${current}` : undefined}
      >
        {open && current === 'voucher' ? <VoucherPanel dealbotWarning={dealbotWarning} format={format} onClose={onClose} /> : null}
        {open && current === 'giftCard' ? <GiftCardPanel format={format} formatDate={formatDate} onClose={onClose} /> : null}
      </div>
    </Modal>
  );
}
