import { Link } from 'react-router';
import { BRAND_EMAIL, LegalPage, POLICY_UPDATED, type LegalSection } from '../components/brand/legal-page';
import { canonicalOf, pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy-policy';

const mail = <a href={`mailto:${BRAND_EMAIL}`}>{BRAND_EMAIL}</a>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We only ask for what we need to serve you. Depending on how you use Zaron, that is:</p>
        <ul>
          <li>
            <strong>Your account:</strong> first and last name, email address, mobile number and a password (stored only as a secure hash,
            never in readable form).
          </li>
          <li>
            <strong>Your orders:</strong> the products you buy, delivery addresses, delivery or pickup choice, discount codes used and your
            order history.
          </li>
          <li>
            <strong>Forms you send us:</strong> wholesale applications, Zaron Experience registrations, newsletter sign-ups and, for the
            Face of Zaron campaign, your date of birth, address, social media handle and the two photos you upload.
          </li>
          <li>
            <strong>Technical details:</strong> the country you shop from, the device and browser you use, and security logs of requests to
            our servers.
          </li>
        </ul>
        <p>We never receive or store your full card number or security code: payments are handled by the processors named below.</p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <>
        <ul>
          <li>
            <strong>To sell and deliver your order</strong> (performing our contract with you): taking payment, packing, delivering and
            handling returns.
          </li>
          <li>
            <strong>To run your account</strong> and keep it secure, including password resets and protecting against fraud and abuse.
          </li>
          <li>
            <strong>To show the right prices</strong>, currency, stock and delivery options for your country.
          </li>
          <li>
            <strong>To answer your applications</strong> for wholesale, the Zaron Experience or the Face of Zaron campaign.
          </li>
          <li>
            <strong>To send you news and offers</strong>, only when you have agreed and confirmed it from the email we send you. Every such
            email has a one-click way to unsubscribe, and you can change your preferences in <Link to="/settings">Settings</Link>. We keep a
            record of when and where you agreed and when you stopped.
          </li>
          <li>
            <strong>To meet legal duties</strong>, such as keeping tax and accounting records.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payment processors',
    body: (
      <>
        <p>
          Payments in Nigeria are processed by <strong>Paystack</strong>; payments from the United Kingdom, the United States and other
          countries are processed by <strong>Stripe</strong>. Your card details go directly to them over an encrypted connection. They tell
          us whether a payment succeeded and its amount, and handle your card data under their own privacy policies and the PCI DSS card
          security standard.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We keep cookies to a minimum and use no advertising trackers. We store:</p>
        <ul>
          <li>
            a <strong>countryCode</strong> cookie, so prices and delivery options match your country;
          </li>
          <li>
            your <strong>cookie notice</strong> choice, remembered for 365 days;
          </li>
          <li>
            while you are signed in, a <strong>session cookie</strong> that no script on the page can read;
          </li>
          <li>in your browser&rsquo;s local storage: your shopping bag and the delivery details of the order you are placing.</li>
        </ul>
        <p>You can clear these at any time in your browser settings; the shop will simply forget your bag and sign you out.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We do not sell your personal information. We share only what each partner needs: payment processors (to take payment), delivery
          companies (your name, address and phone number), our email provider (to send order and account emails) and our hosting provider.
          Each is bound to protect your data and use it only for us. We may disclose information when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>
            Account details and saved addresses: while your account is open. When you delete your account in Settings they are erased at
            once; if you ask us by email, within 30 days.
          </li>
          <li>
            Orders and invoices: 6 years, as tax law requires. After you delete your account we keep them without your name, email, phone or
            address.
          </li>
          <li>Reviews: until you delete them or your account; then they are removed and the product&rsquo;s star rating counted again.</li>
          <li>Signed-in devices (browser name, when you signed in and were last active): until the session ends, at most 30 days.</li>
          <li>
            Face of Zaron applications and photos: until 12 months after the campaign ends, then deleted, unless you are chosen and agree
            otherwise.
          </li>
          <li>Wholesale applications and Experience registrations: 2 years after our last contact.</li>
          <li>
            Newsletter: until you unsubscribe. A sign-up you never confirm is deleted after 7 days. The record of when you agreed and when
            you stopped is kept as proof, and after your account is deleted it no longer names you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Wherever you live, you can ask us to show you the data we hold about you, correct it, delete it, send it to you in a portable
          format, or stop using it for marketing. Customers in Nigeria have these rights under the Nigeria Data Protection Act 2023,
          customers in the UK under the UK GDPR, and customers in the US under applicable state privacy laws.
        </p>
        <p>
          Write to {mail} and we will reply within 30 days. If you are unhappy with our answer, you may complain to your data protection
          authority, such as the Nigeria Data Protection Commission or the UK Information Commissioner&rsquo;s Office.
        </p>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data in Settings',
    body: (
      <>
        <p>
          Signed in, you can do two things yourself in <Link to="/settings">Settings</Link> › My Account › Your data, without writing to us:
        </p>
        <ul>
          <li>
            <strong>Download my data:</strong> a file with your account, addresses, orders, reviews, applications, newsletter choices and
            the devices you are signed in on.
          </li>
          <li>
            <strong>Delete my account:</strong> confirmed with your password. Your personal details are erased at once and you are signed
            out everywhere; your orders stay in our accounts without them. If you are an influencer with commission still to be paid, we ask
            you to wait for the payout first.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <>
        <p>
          Zaron is not intended for children under 13. We do not knowingly collect information from anyone under 13; if you believe a child
          has given us their details, contact us and we will delete them. Applicants to the Face of Zaron campaign must be at least 16.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <>
        <p>
          Connections to Zaron are encrypted, passwords are stored as strong one-way hashes, sign-in attempts are rate limited and access to
          customer data is restricted to the staff who need it. No system is perfectly secure; if a breach ever affects you, we will tell
          you promptly.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <>
        <p>
          We serve customers in Nigeria, the UK and the US, so your data may be processed in countries other than your own. When it is, we
          use safeguards recognised by the law of your country, such as standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <>
        <p>
          When we change this policy we update the date at the top, and we tell you by email about any change that matters. Questions about
          your privacy: {mail}.
        </p>
      </>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalPage
      eyebrow="Your data"
      title="Privacy Policy"
      updated={POLICY_UPDATED}
      intro={
        <p>
          Zaron Cosmetics makes skincare and make-up for women of colour and sells it to customers in Nigeria, the United Kingdom and the
          United States. This policy explains, in plain words, what personal information we collect when you use our shop, why, who we share
          it with and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'How Zaron collects, uses and protects your personal information: orders, payments by Paystack and Stripe, cookies, your rights, and how to contact us.',
    canonical: canonicalOf(matches, '/privacy-policy'),
  });
