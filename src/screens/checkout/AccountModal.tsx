import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { checkoutPasswordAtom } from '../../atoms/checkout';
import { checkoutAccountModalAtom, hasClosedAccountModalAtom } from '../../atoms/order-account';
import { Modal } from '../../components/Modal';
import { SIGN_IN_TARGET } from '../../domain/accounts/targets';

/**
 * The checkout account modal (11-G23, S2 §2): automatic sign-up and login at the pay click both failed.
 * It never blocks payment: 'Continue as a guest' pays at once without the account; 'Sign in' opens the
 * e-mail-and-password form, which returns here. Closing it in any way sets `hasClosedAccountModal`
 * (11-G38), so it does not show again this session. Texts: picks (accountForms.checkoutModal).
 */
export function AccountModal({ onContinueAsGuest }: { onContinueAsGuest: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useAtom(checkoutAccountModalAtom);
  const setClosed = useSetAtom(hasClosedAccountModalAtom);
  const setPassword = useSetAtom(checkoutPasswordAtom);
  const close = () => {
    setOpen(false);
    setClosed(true);
  };
  return (
    <Modal open={open} compact title={t('accountForms.checkoutModal.title')} onClose={close} closeLabel={t('accountForms.checkoutModal.close')}>
      <p>{t('accountForms.checkoutModal.text')}</p>
      <div className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            close();
            // "Then reset the checkout account setup": the guest order goes without the password.
            setPassword('');
            onContinueAsGuest();
          }}
        >
          {t('accountForms.checkoutModal.guest')}
        </button>
        <Link className="button button--secondary" to={SIGN_IN_TARGET} state={{ from: pathname }} onClick={close}>
          {t('accountForms.checkoutModal.signIn')}
        </Link>
      </div>
    </Modal>
  );
}
