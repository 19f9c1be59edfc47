import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Access } from '../../../domain/admin/access';
import type { AdminOrder } from '../../../domain/admin/orders';
import { useStaffMay } from './staff-access';
import { SpinnerIcon } from '../icons-later';
import { ADMIN_KEY, adminApi } from './admin-api';
import { FormAlert } from '../form/form-alert';
import { messageOf } from '../form/server-errors';
import { primaryButton, secondaryButton } from '../form/styles';

type Move = 'ready_for_pickup' | 'complete' | 'accept' | 'cancel' | 'refund';

const MOVES: Record<
  Move,
  {
    label: string;
    confirm: (o: AdminOrder) => string;
    path: 'ready-for-pickup' | 'complete' | 'accept' | 'cancel';
    danger: boolean;
    access: Access;
  }
> = {
  ready_for_pickup: {
    label: 'Mark ready for pickup',
    confirm: () => 'The customer is mailed that the order is waiting at the pickup station, with its address and opening hours.',
    path: 'ready-for-pickup',
    danger: false,
    access: 'ordersFulfil',
  },
  complete: {
    label: 'Mark delivered',
    confirm: (o) =>
      o.is_pickup
        ? 'The customer collected the order: she is thanked and told how to return items within 30 days.'
        : 'The parcel arrived: the customer is thanked and told how to return items within 30 days.',
    path: 'complete',
    danger: false,
    access: 'ordersFulfil',
  },
  accept: {
    label: 'Accept payment',
    confirm: (o) => `The order goes ahead as paid with the ${o.payment.held} received, and the customer gets the order confirmation.`,
    path: 'accept',
    danger: false,
    access: 'ordersMoney',
  },
  cancel: {
    label: 'Cancel order',
    confirm: () => 'The unpaid order is cancelled: its payment is stopped and its stock goes back.',
    path: 'cancel',
    danger: true,
    access: 'ordersMoney',
  },
  refund: {
    label: 'Refund order',
    // An order in review that can no longer be accepted gave its stock back already.
    confirm: (o) =>
      `${o.payment.held} goes back to the customer through ${o.payment.provider === 'test' ? 'test mode' : o.payment.provider}${o.status !== 'review' || o.actions.accept ? '; the stock goes back' : ''}.`,
    path: 'cancel',
    danger: true,
    access: 'ordersMoney',
  },
};

/** The moves staff may make on this order (those their role allows), each asked twice (a slip of the thumb refunds nothing). */
export function OrderActions({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Move | null>(null);
  const mutation = useMutation({
    mutationFn: (move: Move) => adminApi<AdminOrder>(`/api/admin/orders/${order.order_number}/${MOVES[move].path}`, { body: {} }),
    onSuccess: (updated) => {
      setAsking(null);
      queryClient.setQueryData([ADMIN_KEY, `/api/admin/orders/${order.order_number}`], updated);
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
    // Refused (someone or something changed the order meanwhile): show what it is now, with the message.
    onError: () => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, `/api/admin/orders/${order.order_number}`] });
    },
  });
  const may = useStaffMay();
  const moves = (Object.keys(MOVES) as Move[]).filter((m) => order.actions[m] && may(MOVES[m].access));
  if (moves.length === 0)
    return (
      <p className="text-sm text-cocoa-700">
        {(Object.keys(MOVES) as Move[]).some((m) => order.actions[m])
          ? 'Your role does not change orders in this state.'
          : 'No further moves for this order.'}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={mutation.isError ? messageOf(mutation.error) : null} />
      {asking ? (
        <div role="group" aria-label="Confirm" className="rounded-2xl bg-sand-100 p-4">
          <p className="text-sm text-cocoa-900">{MOVES[asking].confirm(order)}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={mutation.isPending} onClick={() => mutation.mutate(asking)}>
              {mutation.isPending && <SpinnerIcon />}Yes, {MOVES[asking].label.toLowerCase()}
            </button>
            <button type="button" className={`${secondaryButton} bg-white`} disabled={mutation.isPending} onClick={() => setAsking(null)}>
              Keep as is
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {moves.map((m) => (
            <button
              key={m}
              type="button"
              onClick={() => {
                mutation.reset();
                setAsking(m);
              }}
              className={MOVES[m].danger ? secondaryButton : primaryButton}
            >
              {MOVES[m].label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
