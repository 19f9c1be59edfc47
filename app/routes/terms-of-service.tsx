import { Link } from 'react-router';
import { BRAND_EMAIL, LegalPage, POLICY_UPDATED, type LegalSection } from '../components/brand/legal-page';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/terms-of-service';

const mail = <a href={`mailto:${BRAND_EMAIL}`}>{BRAND_EMAIL}</a>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You can browse and fill your bag as a guest; to check out you need a Zaron account. Keep your password to yourself and tell us at
          once if you think someone else has used your account. You must be at least 13 to use Zaron, and at least 18, or have a parent or
          guardian&rsquo;s permission, to place an order.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and prices',
    body: (
      <>
        <p>
          Prices are shown in the currency of the country you shop from: naira in Nigeria, pounds in the UK and dollars in the US. Delivery
          fees and any discount are shown before you pay. Your order is accepted when we send the order confirmation email.
        </p>
        <p>
          If a product turns out to be out of stock, or a price was shown in clear error, we will tell you and refund anything you paid for
          that item in full.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <>
        <p>
          Payment is taken when you place your order, by card through Paystack in Nigeria or Stripe elsewhere. We never see or store your
          full card details.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery and pickup',
    body: (
      <>
        <p>
          We deliver in Nigeria, the United Kingdom, the United States and to many European countries. In Lagos you can also collect your
          order from our pickup station. Delivery times shown at checkout are estimates; we will keep you updated if anything is delayed. US
          orders with a subtotal of $80 or more are delivered free.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Returns',
    body: (
      <>
        <p>
          Changed your mind? You can return products <strong>within 30 days</strong> of delivery. For hygiene reasons, products must be
          unopened, unused and in their original packaging, unless they arrived damaged or faulty.
        </p>
        <ul>
          <li>Email {mail} with your order number and the items you want to return.</li>
          <li>We will reply with the return address and instructions for your country.</li>
          <li>Damaged, faulty or wrong items: send us a photo and we will cover the return cost or send a replacement.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          Once we receive and check your return, we refund the price of the returned products to your original payment method. Refunds are
          processed <strong>within 5–10 business days</strong>; your bank may take a few more days to show it. Original delivery fees are
          refunded when the item was damaged, faulty or wrong.
        </p>
      </>
    ),
  },
  {
    id: 'discounts',
    title: 'Discount codes',
    body: (
      <>
        <p>
          One discount code can be used per order. Codes have no cash value and cannot be applied after an order is placed. Influencer codes
          are personal to the influencer who shares them, and an influencer cannot use their own code.
        </p>
      </>
    ),
  },
  {
    id: 'products',
    title: 'Using our products',
    body: (
      <>
        <p>
          Read the label and how-to-use notes before use. We recommend a patch test for new skincare, especially if your skin is sensitive;
          stop using a product that irritates your skin. Our product information and advice are not a substitute for a doctor or
          dermatologist.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Our content',
    body: (
      <>
        <p>
          The Zaron name, logo, product names, photos and texts belong to Zaron Cosmetics. Please do not copy them for commercial use
          without our written permission. Applications you send us, including Face of Zaron photos, are handled as described in our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          We are responsible for loss you suffer that is a foreseeable result of us breaking these terms or failing to use reasonable care.
          Nothing in these terms limits your statutory rights as a consumer in Nigeria, the UK or the US, or our liability where the law
          does not allow it to be limited.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Changes, law and contact',
    body: (
      <>
        <p>
          We may update these terms; the version on this page when you place an order applies to that order. These terms are governed by the
          law of the country you shop from. Questions, complaints or returns: {mail}.
        </p>
      </>
    ),
  },
];

export default function TermsOfService() {
  return (
    <LegalPage
      eyebrow="The small print, made readable"
      title="Terms of Service"
      updated={POLICY_UPDATED}
      intro={
        <p>
          These terms apply when you shop with Zaron Cosmetics, whether in Nigeria, the United Kingdom or the United States. The short
          version: you can return unopened products within 30 days, and refunds are processed within 5–10 business days.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms of Service',
    description:
      'The terms of shopping with Zaron: orders, payment, delivery, returns within 30 days and refunds within 5–10 business days.',
    canonical: canonicalOf(matches, '/terms-of-service'),
  });
