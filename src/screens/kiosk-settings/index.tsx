import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { log } from '../../log/logger';
import { fetchKioskHut, kioskHutAtom, kioskSettingAtom, setKioskAtom } from '../../atoms/kiosk';
import { isEnrolledKiosk, KIOSK_DEFAULT_IDLE_SECONDS, kioskStoreId, parseIdleSeconds } from '../../domain/kiosk/setting';
import { parseStoreId } from '../../domain/localisation/order-area-params';
import './kiosk-settings.css';

type HutError = 'hutInvalid' | 'hutUnknown' | 'hutFailed';
type CodeError = 'codeRequired' | 'codeRefused' | 'codeFailed';

/**
 * The hidden kiosk settings (issue 07), reached at /kiosk/settings only (or by five taps on the
 * attract screen's corner): which hut this tablet serves and after how long an idle customer is
 * asked 'Still there?'. The hut must exist (GET /v1/hut) before kiosk mode starts.
 *
 * Issue 12: a kiosk is a device, not a claim. Staff enrol the tablet with their hut's enrolment
 * code (POST /v1/kiosk/devices); the credential it answers once is kept in Dexie with the setting
 * and sent as a header. A tablet already enrolled at the hut needs no code again; leaving kiosk mode
 * revokes its enrolment.
 */
export default function KioskSettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setting = useAtomValue(kioskSettingAtom);
  const hut = useAtomValue(kioskHutAtom);
  const setKiosk = useSetAtom(setKioskAtom);
  const [storeId, setStoreId] = useState(setting ? kioskStoreId(setting) : '');
  const [idle, setIdle] = useState(String(setting?.idleSeconds ?? KIOSK_DEFAULT_IDLE_SECONDS));
  const [code, setCode] = useState('');
  const [hutError, setHutError] = useState<HutError | null>(null);
  const [codeError, setCodeError] = useState<CodeError | null>(null);
  const [idleError, setIdleError] = useState(false);
  const [checking, setChecking] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ref = parseStoreId(storeId);
    const idleSeconds = parseIdleSeconds(idle);
    setHutError(ref ? null : 'hutInvalid');
    setIdleError(idleSeconds === null);
    if (!ref || idleSeconds === null) return;
    setChecking(true);
    try {
      const found = await fetchKioskHut({ sector: ref.sector, hutId: ref.id });
      if (!found) {
        setHutError('hutUnknown');
        return;
      }
      const enrolledHere = isEnrolledKiosk(setting) && setting.sector === found.sector && setting.hutId === found.id;
      const staffCode = code.trim();
      if (!staffCode && !enrolledHere) {
        setCodeError('codeRequired');
        return;
      }
      setCodeError(null);
      if (staffCode) {
        const { enrolKioskDevice } = await import('../../api/kiosk-devices');
        const result = await enrolKioskDevice({ sector: found.sector, hutId: found.id, enrolmentCode: staffCode }).catch((error: unknown) => {
          log.warn('Enrolling the kiosk failed', error);
          return null;
        });
        if (!result) {
          setCodeError('codeFailed');
          return;
        }
        if (!result.ok) {
          if (result.reason === 'unknown-hut') setHutError('hutUnknown');
          else setCodeError('codeRefused');
          return;
        }
        const { deviceId, credential } = result.enrolment;
        setKiosk({ sector: found.sector, hutId: found.id, idleSeconds, deviceId, credential });
      } else {
        setKiosk({ sector: found.sector, hutId: found.id, idleSeconds });
      }
      void navigate('/', { replace: true });
    } catch (error) {
      log.warn('Checking the kiosk hut failed', error);
      setHutError('hutFailed');
    } finally {
      setChecking(false);
    }
  };

  const leave = () => {
    if (isEnrolledKiosk(setting) && setting.deviceId) {
      const { deviceId, credential } = setting;
      void import('../../api/kiosk-devices')
        .then(({ revokeKioskDevice }) => revokeKioskDevice(deviceId, credential))
        .catch((error: unknown) => log.warn('Revoking the kiosk enrolment failed', error));
    }
    setKiosk(null);
    void navigate('/', { replace: true });
  };

  const hutHintId = `${id}-hut-hint`;
  const hutErrorId = `${id}-hut-error`;
  const idleHintId = `${id}-idle-hint`;
  const idleErrorId = `${id}-idle-error`;
  const codeHintId = `${id}-code-hint`;
  const codeErrorId = `${id}-code-error`;
  return (
    <section className="kiosk-settings" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('kiosk.settings.title')}</h1>
      <p>{t('kiosk.settings.intro')}</p>
      <p className="kiosk-settings__current">
        {setting
          ? t('kiosk.settings.current', { name: hut?.name ?? kioskStoreId(setting), storeId: kioskStoreId(setting) })
          : t('kiosk.settings.off')}
      </p>
      {setting ? (
        <p className="kiosk-settings__enrolment" data-enrolled={isEnrolledKiosk(setting)}>
          {isEnrolledKiosk(setting) ? t('kiosk.settings.enrolled') : t('kiosk.settings.notEnrolled')}
        </p>
      ) : null}
      <form className="kiosk-settings__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="kiosk-settings__field">
          <label htmlFor={`${id}-hut`}>{t('kiosk.settings.hut')}</label>
          <input
            id={`${id}-hut`}
            name="storeId"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={storeId}
            onChange={(event) => setStoreId(event.target.value)}
            aria-invalid={hutError !== null}
            aria-describedby={hutError ? `${hutHintId} ${hutErrorId}` : hutHintId}
          />
          <p id={hutHintId} className="kiosk-settings__hint">
            {t('kiosk.settings.hutHint')}
          </p>
          {hutError ? (
            <p id={hutErrorId} className="kiosk-settings__error" role="alert">
              {t(`kiosk.settings.errors.${hutError}`)}
            </p>
          ) : null}
        </div>
        <div className="kiosk-settings__field">
          <label htmlFor={`${id}-idle`}>{t('kiosk.settings.idle')}</label>
          <input
            id={`${id}-idle`}
            name="idleSeconds"
            inputMode="numeric"
            value={idle}
            onChange={(event) => setIdle(event.target.value)}
            aria-invalid={idleError}
            aria-describedby={idleError ? `${idleHintId} ${idleErrorId}` : idleHintId}
          />
          <p id={idleHintId} className="kiosk-settings__hint">
            {t('kiosk.settings.idleHint')}
          </p>
          {idleError ? (
            <p id={idleErrorId} className="kiosk-settings__error" role="alert">
              {t('kiosk.settings.errors.idle')}
            </p>
          ) : null}
        </div>
        <div className="kiosk-settings__field">
          <label htmlFor={`${id}-code`}>{t('kiosk.settings.code')}</label>
          <input
            id={`${id}-code`}
            name="enrolmentCode"
            type="password"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={codeError !== null}
            aria-describedby={codeError ? `${codeHintId} ${codeErrorId}` : codeHintId}
          />
          <p id={codeHintId} className="kiosk-settings__hint">
            {t('kiosk.settings.codeHint')}
          </p>
          {codeError ? (
            <p id={codeErrorId} className="kiosk-settings__error" role="alert">
              {t(`kiosk.settings.errors.${codeError}`)}
            </p>
          ) : null}
        </div>
        <div className="kiosk-settings__actions">
          <button type="submit" className="button button--primary" disabled={checking} aria-busy={checking}>
            {checking ? t('kiosk.settings.checking') : t('kiosk.settings.start')}
          </button>
          {setting ? (
            <button type="button" className="button button--secondary" onClick={leave}>
              {t('kiosk.settings.leave')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
