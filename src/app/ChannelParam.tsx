import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { enterChannelAtom } from '../atoms/visit';

/** Reads the entry's `channel` query value (10-G28, pick: `?channel=qr-takeaway`) into the visit. */
export function ChannelParam() {
  const { search } = useLocation();
  const enterChannel = useSetAtom(enterChannelAtom);
  useEffect(() => enterChannel(search), [search, enterChannel]);
  return null;
}
