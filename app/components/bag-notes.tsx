import { useEffect } from 'react';
import { useCart } from '../lib/cart';
import { useToast } from '../lib/toast';

/** Shows each note about the bag once, as a toast (a guest bag cut down at sign-in, a change the shop refused). */
export function BagNotes() {
  const { notes, dismissNotes } = useCart();
  const toast = useToast();
  useEffect(() => {
    if (notes.length === 0) return;
    for (const note of notes) void toast({ title: note });
    dismissNotes();
  }, [notes, dismissNotes, toast]);
  return null;
}
