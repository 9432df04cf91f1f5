// Hut Rewards upkeep after first paint (issue 15): the signed-in customer's loyalty record is fetched
// (throttled, 12-G15), and the free-reward notification (12-G8, C42) is shown at most once per app
// start to a member, when showFreeRewardNotification says so; showing it marks it seen
// (previousActions.notifications.freeReward.hasSeen). Its text (pick): 'Free food is waiting for
// you: see your points and rewards.' (en-IN: 'Free pizza … slices …'); a tap opens /hut-rewards/.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signedInAtom } from '../atoms/identity';
import { loyaltyAtom, loyaltyMemberAtom, refreshLoyalty, setPreviousAction } from '../atoms/loyalty';
import { notify } from '../atoms/notifications';
import { showFreeRewardNotification } from '../domain/loyalty';
import { i18n, loadScreenStrings } from '../i18n';
import { log } from '../log/logger';

export const FREE_REWARD_TOPIC = 'free-reward';
/** Once per app start (C42 "show it once per app start"): a module flag, not state that a remount resets. */
let shownThisStart = false;

export function resetFreeRewardNotificationForTests(): void {
  shownThisStart = false;
}

export default function LoyaltyKeeper(): null {
  const signedIn = useAtomValue(signedInAtom);
  const member = useAtomValue(loyaltyMemberAtom);
  const state = useAtomValue(loyaltyAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (signedIn) void refreshLoyalty();
  }, [signedIn]);

  const account = state.account;
  const { hasInteractedWithAccount } = state.previousActions;
  const hasSeen = state.previousActions.notifications.freeReward.hasSeen;
  const ready = state.status === 'ready';
  useEffect(() => {
    if (shownThisStart || !member || !ready || !account) return;
    const show = showFreeRewardNotification({ rewardsExist: account.rewards.length > 0, hasInteractedWithAccount, hasSeen, balance: account.accountBalance });
    if (!show) return;
    shownThisStart = true;
    void loadScreenStrings()
      .then(() => {
        notify({
          type: 'info',
          topic: FREE_REWARD_TOPIC,
          title: i18n.t('loyalty.notification.title'),
          message: i18n.t('loyalty.notification.message'),
          hideShowBasket: true,
          onClick: () => void navigate('/hut-rewards/'),
        });
        return setPreviousAction('freeRewardSeen', true);
      })
      .catch((error: unknown) => log.warn('Free-reward notification failed', { error: String(error) }));
  }, [member, ready, account, hasInteractedWithAccount, hasSeen, navigate]);
  return null;
}
