import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roleMay, sectionAccess, type Access } from '../../../domain/admin/access';
import { useCurrentUser } from '../../lib/auth';

/** What the signed-in staff member's role allows (the API's guard reads the same table). */
export function useStaffMay() {
  const { role } = useCurrentUser();
  return (access: Access) => role !== null && roleMay(role, access);
}

/** A link to a back-office page, or its words alone for a role that cannot open that page. */
export function AdminLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const may = useStaffMay();
  const access = sectionAccess(to.split('?')[0]!);
  if (access && may(access))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  const plain = className
    ?.split(' ')
    .filter((c) => !c.startsWith('underline') && !c.startsWith('hover:'))
    .join(' ');
  return <span className={plain}>{children}</span>;
}
