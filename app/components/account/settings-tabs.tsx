import type { ReactNode } from 'react';
import type { User } from '../../lib/auth';
import { Tabs } from '../tabs';
import { PreferencesForm } from './preferences-form';
import { PrivacySection } from './privacy-section';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';

const TABS: { value: string; label: string; intro: string; render: (user: User) => ReactNode }[] = [
  {
    value: 'account',
    label: 'My Account',
    intro: 'Your name and the number we call about deliveries.',
    render: (user) => (
      <>
        <ProfileForm user={user} />
        <PrivacySection />
      </>
    ),
  },
  { value: 'security', label: 'Security', intro: 'Choose a strong password you do not use anywhere else.', render: () => <SecurityForm /> },
  {
    value: 'preferences',
    label: 'Preferences',
    intro: 'Choose which emails you would like from us.',
    render: (user) => <PreferencesForm user={user} />,
  },
];

/** The settings tabs: My Account, Security, Preferences. */
export function SettingsTabs({ user }: { user: User }) {
  return (
    <Tabs
      label="Settings"
      panelClassName="max-w-2xl pt-8 focus-visible:outline-none"
      tabs={TABS.map((tab) => ({
        value: tab.value,
        label: tab.label,
        panel: () => (
          <>
            <p className="mb-6 text-[15px] text-cocoa-700">{tab.intro}</p>
            {tab.render(user)}
          </>
        ),
      }))}
    />
  );
}
