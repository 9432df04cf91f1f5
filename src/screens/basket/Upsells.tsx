import { useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/Modal';
import { fallbackArtPath } from '../../domain/art/paths';
import type { UpsellCard } from './model';

/** Spec 1 §9: at most 5 cards, a 248 px scroll step, and the scroll-left button once 10 px have scrolled. */
export const UPSELL_MAX_CARDS = 5;
export const UPSELL_SCROLL_STEP_PX = 248;
export const UPSELL_SCROLL_LEFT_AFTER_PX = 10;

interface UpsellsProps {
  cards: readonly UpsellCard[];
  format: (amount: number) => string;
  onAdd: (card: UpsellCard) => void;
  onDismiss: (card: UpsellCard) => void;
  onLeave: () => void;
}

/** The basket upsells (spec 1 §2): a carousel, or a single card when there is one; each opens the upsell modal. */
export function Upsells({ cards, format, onAdd, onDismiss, onLeave }: UpsellsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<UpsellCard | null>(null);
  const shown = cards.slice(0, UPSELL_MAX_CARDS);
  if (shown.length === 0) return null;

  return (
    <section className="upsells" aria-labelledby="upsells-heading">
      <h3 id="upsells-heading" className="basket__subheading">
        {t('basket.upsell.heading')}
      </h3>
      {shown.length === 1 && shown[0] ? (
        <div className="upsells__single">
          <UpsellTile card={shown[0]} format={format} onOpen={setOpen} />
        </div>
      ) : (
        <Carousel cards={shown} format={format} onOpen={setOpen} />
      )}
      {open ? (
        <UpsellModal
          card={open}
          format={format}
          onClose={() => setOpen(null)}
          onAdd={() => {
            setOpen(null);
            track({ type: 'interaction', interaction: 'upsell-add', value: open.refId });
            onAdd(open);
          }}
          onDismiss={() => {
            setOpen(null);
            track({ type: 'interaction', interaction: 'upsell-dismiss', value: open.refId });
            onDismiss(open);
          }}
          onLeave={onLeave}
        />
      ) : null}
    </section>
  );
}

function Carousel({ cards, format, onOpen }: { cards: readonly UpsellCard[]; format: (amount: number) => string; onOpen: (card: UpsellCard) => void }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState({ left: 0, more: cards.length > 1 });
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    setScroll({ left: list.scrollLeft, more: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 });
  };
  const step = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * UPSELL_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <div className="upsells__carousel">
      {scroll.left > UPSELL_SCROLL_LEFT_AFTER_PX ? (
        <button type="button" className="upsells__arrow upsells__arrow--left" aria-label={t('basket.upsell.previous')} onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      <ul ref={track} className="upsells__track" aria-labelledby="upsells-heading" onScroll={onScroll}>
        {cards.map((card) => (
          <li key={card.key} className="upsells__slot">
            <UpsellTile card={card} format={format} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {scroll.more ? (
        <button type="button" className="upsells__arrow upsells__arrow--right" aria-label={t('basket.upsell.next')} onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </div>
  );
}

function UpsellTile({ card, format, onOpen }: { card: UpsellCard; format: (amount: number) => string; onOpen: (card: UpsellCard) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="upsell-tile" onClick={() => onOpen(card)} aria-label={t('basket.upsell.details', { name: card.title })}>
      <span className="upsell-tile__art" aria-hidden="true">
        <UpsellImage card={card} />
      </span>
      <span className="upsell-tile__text">
        <span className="upsell-tile__title">{card.title}</span>
        <span className="upsell-tile__price">{t('basket.upsell.addForOnly', { price: format(card.price) })}</span>
      </span>
    </button>
  );
}

/**
 * The offer's picture (10-G18: the product's own, never a letter tile): a dip's or a deal's drawing
 * from the build, or its type's fallback picture when it has none or it cannot load. Both are precached.
 */
function UpsellImage({ card }: { card: UpsellCard }) {
  const [failed, setFailed] = useState(false);
  const src = !card.image || failed ? fallbackArtPath(card.type) : card.image;
  return <img src={src} alt="" loading="lazy" onError={() => (failed ? undefined : setFailed(true))} />;
}

interface UpsellModalProps {
  card: UpsellCard;
  format: (amount: number) => string;
  onClose: () => void;
  onAdd: () => void;
  onDismiss: () => void;
  onLeave: () => void;
}

/** 'Add for only {price}', then 'Add to basket' (a dip) or 'View deal' (a deal), and 'No thanks' (spec 1 §2). */
function UpsellModal({ card, format, onClose, onAdd, onDismiss, onLeave }: UpsellModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal open compact title={card.title} onClose={onClose} closeLabel={t('basket.closeModal')}>
      <span className="upsell-modal__art" aria-hidden="true">
        <UpsellImage card={card} />
      </span>
      <p className="upsell-modal__price">{t('basket.upsell.addForOnly', { price: format(card.price) })}</p>
      <div className="modal__actions">
        {card.type === 'deal' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onClose();
              onLeave();
              void navigate(`/order/deal/?${new URLSearchParams({ id: card.refId }).toString()}`);
            }}
          >
            {t('basket.upsell.viewDeal')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onAdd}>
            {t('basket.upsell.add')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {t('basket.upsell.noThanks')}
        </button>
      </div>
    </Modal>
  );
}
