import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { validateBasketAtom } from '../../atoms/basket-validation';
import { BasketView, type BasketMode } from './BasketView';
import { useBasketActions, useBasketModel } from './use-basket-model';
import './basket.css';

/**
 * The basket (spec 1 §2), in its own lazy chunk: the Layout mounts it as the sidebar of the menu and
 * deal pages on wide screens, and as the full-screen overlay while the address ends in #basket. The
 * app hands in the voucher part (`vouchers`, a lazy slot) that the view shows below the money.
 */
export default function Basket({ mode, vouchers }: { mode: BasketMode; vouchers?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const close = useCallback(() => {
    if (mode === 'overlay') void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [mode, navigate, location.pathname, location.search]);
  const model = useBasketModel();
  const validate = useSetAtom(validateBasketAtom);
  const base = useBasketActions(close);
  const actions = {
    ...base,
    // The checkout link (spec 1 §4): validation starts (unless the dealbot is busy), then checkout.
    checkout: () => {
      void validate();
      close();
      void navigate('/order/checkout/');
    },
  };
  const view = <BasketView model={model} actions={actions} mode={mode} vouchers={vouchers} />;
  if (mode === 'overlay') return <BasketOverlay onClose={close}>{view}</BasketOverlay>;
  // Focusable, so the header's 'Skip to basket' (BASKET_SIDEBAR_ID in app/BasketHost.tsx) can move
  // focus here on a tablet (10-G33).
  return (
    <aside id="basket-sidebar" className="basket-sidebar" tabIndex={-1} aria-label={t('basket.title')}>
      {view}
    </aside>
  );
}

/**
 * Full screen over the page, on the native <dialog> like every modal: focus stays inside, Escape and
 * a tap on the backdrop close it, and the page underneath does not scroll.
 */
function BasketOverlay({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useScrollLock();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="basket-overlay"
      aria-label={t('basket.label')}
      onCancel={(event) => {
        // A modal inside the basket (its own <dialog>) cancels itself; React would bubble it here.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* The dialog lands on the panel, so its name is read first and no button wears a focus ring on open. */}
      <div className="basket-overlay__panel" tabIndex={-1} autoFocus>
        {children}
      </div>
    </dialog>
  );
}

/** Locks page scrolling while mounted (spec 1 §2 "#basket … locks page scrolling"). */
function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}
