import { useState } from 'react';
import {
  clampTicketQuantity,
  isSoldOut,
  maxTicketsFor,
  type PublicTicketType,
  type TicketQuantityCheck,
} from '@foundation/shared';
import { AVAILABILITY_TEXTS } from '../availabilityTexts';

/** The cheapest type that is not sold out (docs/product.md: first, lowest price, preselected). */
export function defaultTicketType(types: readonly PublicTicketType[]): PublicTicketType | null {
  const available = types.filter((type) => !isSoldOut(type.seatsLeft) && !type.soldOut);
  return [...available].sort((a, b) => a.price - b.price)[0] ?? null;
}

/** The ticket types a visitor can only wait for: those that are sold out. */
export function soldOutTypes(types: readonly PublicTicketType[]): PublicTicketType[] {
  return types.filter((type) => type.soldOut || isSoldOut(type.seatsLeft));
}

export interface TicketSelection {
  ticketTypeId: string | null;
  quantity: number;
  /** 'Only {n} tickets available for this type.' after a clamp. */
  message: string | null;
}

/** The clamp's message in the page's language (the shared rule words it in English). */
function clampMessage(check: TicketQuantityCheck): string | null {
  return check.message ? AVAILABILITY_TEXTS.ticketsAvailable(check.quantity) : null;
}

export function initialTicketSelection(types: readonly PublicTicketType[]): TicketSelection {
  return { ticketTypeId: defaultTicketType(types)?.id ?? null, quantity: 1, message: null };
}

/**
 * docs/product.md §5: numberOfTickets is 1..10, or the chosen type's seats left if lower; a typed number above
 * what is left is clamped with the message; sold-out types cannot be chosen.
 */
export function useTicketSelection(types: readonly PublicTicketType[], initial?: TicketSelection) {
  const [selection, setSelection] = useState<TicketSelection>(() => initial ?? initialTicketSelection(types));
  const chosen = types.find((type) => type.id === selection.ticketTypeId) ?? null;

  // The page starts from the event as the server last saw it (inlined in the HTML, up to a minute old), then
  // reloads it: a type chosen from the first answer may be sold out (or gone) in the fresh one. Choose again
  // from the fresh types, as when the form opens.
  const stale = chosen
    ? isSoldOut(chosen.seatsLeft) || chosen.soldOut
    : selection.ticketTypeId !== null || defaultTicketType(types) !== null;
  if (stale) {
    const next = defaultTicketType(types);
    const check = clampTicketQuantity(selection.quantity, next?.seatsLeft);
    setSelection({
      ticketTypeId: next?.id ?? null,
      quantity: Math.max(1, check.quantity),
      message: clampMessage(check),
    });
  }
  const selectedType = stale ? null : chosen;
  const max = Math.max(1, maxTicketsFor(selectedType?.seatsLeft));

  const setQuantity = (requested: number) => {
    const check = clampTicketQuantity(requested, selectedType?.seatsLeft);
    setSelection((current) => ({
      ...current,
      quantity: Math.max(1, check.quantity),
      message: clampMessage(check),
    }));
  };

  const selectType = (id: string) => {
    const type = types.find((candidate) => candidate.id === id);
    if (!type || type.soldOut || isSoldOut(type.seatsLeft)) return;
    const check = clampTicketQuantity(selection.quantity, type.seatsLeft);
    setSelection({ ticketTypeId: id, quantity: Math.max(1, check.quantity), message: clampMessage(check) });
  };

  return { selection, selectedType, max, setQuantity, selectType, setSelection };
}
