import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { track } from '../../analytics/track';
import { creditsAtom } from '../../atoms/checkout';
import { dealbotAtom } from '../../atoms/dealbot';
import { currentHutAtom } from '../../atoms/huts';
import { basketPriceAtom } from '../../atoms/pricing';
import { settingsAtom } from '../../atoms/settings';
import { dismissGiftCardErrorAtom, removeGiftCardAtom } from '../../atoms/gift-card';
import { removeVoucherAtom, resetVoucherViewAtom } from '../../atoms/voucher';
import { useMoney } from '../../components/use-money';
import { isFeatureOn } from '../../domain/flags/flags';
import { marketConfig, marketOfSector } from '../../domain/markets';
import { BasketNotificationBox } from './BasketNotificationBox';
import { CancelConfirmModal, type CancelTarget } from './CancelConfirmModal';
import { lastFour } from './last-four';
import { VoucherGiftCardModal, type VoucherTab } from './VoucherGiftCardModal';
import './vouchers.css';

/** The basket's query flags that open the modal on a tab (spec 2 §2, 06-G1). */
export const VOUCHER_MODAL_FLAG = 'showVoucherModal';
export const GIFT_CARD_MODAL_FLAG = 'showGiftCardModalV2';

/**
 * Vouchers and gift cards in the basket, in their own lazy chunk: the notification box (or the entry
 * link), the voucher/gift-card modal and the cancel confirmation. Vouchers show where the
 * `hasVouchers` flag is on; gift cards where the hut supports them and the market has them (spec 2
 * §6). The query flags showVoucherModal=true and showGiftCardModalV2=true open the modal on their
 * tab; closing drops them from the address so a reload does not open it again.
 */
export default function BasketVouchers() {
  const { i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const { flagLevel, flagOverrides } = useAtomValue(settingsAtom);
  const credits = useAtomValue(creditsAtom);
  const { price } = useAtomValue(basketPriceAtom);
  const dealbotOn = useAtomValue(dealbotAtom).on;
  const removeVoucher = useSetAtom(removeVoucherAtom);
  const removeGiftCard = useSetAtom(removeGiftCardAtom);
  const resetVoucherView = useSetAtom(resetVoucherViewAtom);
  const dismissGiftCardError = useSetAtom(dismissGiftCardErrorAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const sector = hut?.sector ?? 'uk-1';
  const market = marketOfSector(sector) ?? 'UK';
  const { format } = useMoney(sector, 'basket');
  const features = marketConfig(market).features;
  const vouchers = isFeatureOn('hasVouchers', flagLevel, flagOverrides);
  const giftCards = Boolean(hut?.supportsGiftCard) && features.giftCards;
  const offers: VoucherTab[] = [...(vouchers ? (['voucher'] as const) : []), ...(giftCards ? (['giftCard'] as const) : [])];

  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<VoucherTab>('voucher');
  const [confirm, setConfirm] = useState<CancelTarget | null>(null);

  // 06-G1: the flags open the modal on their tab ("starts on the voucher tab unless the gift-card
  // flag is set"); the customer's own choice of tab takes over from there.
  const flagTab = flaggedTab(location.search, offers);
  const modalOpen = open || flagTab !== null;
  const modalTab = open ? tab : (flagTab ?? 'voucher');

  const close = () => {
    setOpen(false);
    // "Closing resets it to the voucher tab" (spec 2 §2); the views go back to their forms.
    setTab('voucher');
    resetVoucherView();
    dismissGiftCardError();
    const params = new URLSearchParams(location.search);
    if (!params.has(VOUCHER_MODAL_FLAG) && !params.has(GIFT_CARD_MODAL_FLAG)) return;
    params.delete(VOUCHER_MODAL_FLAG);
    params.delete(GIFT_CARD_MODAL_FLAG);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  };

  // Dates in the page's language when it names a region (en-GB, fr-CA), else the market's own locale.
  const dateLocale = i18n.language.includes('-') ? i18n.language : marketConfig(market).defaultLocale;
  const formatDate = (isoDate: string) => {
    const date = new Date(isoDate);
    if (Number.isNaN(date.getTime())) return isoDate;
    // A bare date is midnight UTC: shown in UTC it stays the same day everywhere.
    return new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  };

  if (!hut || offers.length === 0) return null;

  const voucher = credits.voucher;

  return (
    <>
      <BasketNotificationBox
        voucher={voucher ? { code: voucher.id } : null}
        giftCard={credits.giftCard ? { last4: lastFour(credits.giftCard.number), amount: price?.giftCardCredit ?? 0 } : null}
        offers={offers}
        format={format}
        onAdd={(next) => {
          setTab(next);
          setOpen(true);
          // 14-G2 interaction: the voucher or gift-card entry opened (S3 §7.4).
          track({ type: 'interaction', interaction: next === 'giftCard' ? 'gift-card-open' : 'voucher-open' });
        }}
        onRemove={setConfirm}
      />
      <VoucherGiftCardModal
        open={modalOpen}
        tab={modalTab}
        tabs={offers}
        dealbotWarning={features.dealbotVoucherWarning && dealbotOn}
        format={format}
        formatDate={formatDate}
        onTab={(next) => {
          setTab(next);
          setOpen(true);
        }}
        onClose={close}
      />
      <CancelConfirmModal
        target={confirm}
        onKeep={() => setConfirm(null)}
        onRemove={(target) => {
          if (target.kind === 'voucher') removeVoucher();
          else removeGiftCard();
          setConfirm(null);
        }}
      />
    </>
  );
}

/** The tab a query flag asks for, when this basket offers it (the gift-card flag wins). */
function flaggedTab(search: string, offers: readonly VoucherTab[]): VoucherTab | null {
  const params = new URLSearchParams(search);
  const wanted: VoucherTab | null =
    params.get(GIFT_CARD_MODAL_FLAG) === 'true' ? 'giftCard' : params.get(VOUCHER_MODAL_FLAG) === 'true' ? 'voucher' : null;
  return wanted && offers.includes(wanted) ? wanted : null;
}
