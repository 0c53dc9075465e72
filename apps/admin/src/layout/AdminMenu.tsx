import { Divider } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import HistoryIcon from '@mui/icons-material/History';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import OutboxIcon from '@mui/icons-material/Outbox';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import SavingsIcon from '@mui/icons-material/Savings';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ArticleIcon from '@mui/icons-material/Article';
import LandscapeIcon from '@mui/icons-material/Landscape';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import BadgeIcon from '@mui/icons-material/Badge';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import PolicyIcon from '@mui/icons-material/Policy';
import type { ReactElement } from 'react';
import { Menu, usePermissions } from 'react-admin';
import { staffRoleCanUse, type StaffRole } from '@foundation/shared';
import { LogoutMenuItem } from './LogoutMenuItem';

interface Entry {
  /** The screen's path, which is also its name in libs/shared's STAFF_ROLE_RESOURCES. */
  resource: string;
  /** A catalogue key (react-admin's Menu.Item translates it). */
  text: string;
  icon: ReactElement;
}

/** The documented Events, Community Programs, Registrations and Gallery first. */
const FIRST: Entry[] = [
  { resource: 'events', text: 'admin.menu.events', icon: <EventIcon /> },
  { resource: 'community-programs', text: 'admin.menu.communityPrograms', icon: <GroupsIcon /> },
  { resource: 'registrations', text: 'admin.menu.registrations', icon: <HowToRegIcon /> },
  { resource: 'gallery', text: 'admin.menu.gallery', icon: <PhotoLibraryIcon /> },
];

const OTHERS: Entry[] = [
  { resource: 'ticket-types', text: 'admin.menu.ticketTypes', icon: <ConfirmationNumberIcon /> },
  { resource: 'contact-messages', text: 'admin.menu.contactMessages', icon: <MailIcon /> },
  { resource: 'volunteer-roles', text: 'admin.menu.volunteerRoles', icon: <Diversity3Icon /> },
  {
    resource: 'volunteer-applications',
    text: 'admin.menu.volunteerApplications',
    icon: <AssignmentIndIcon />,
  },
  { resource: 'sessions', text: 'admin.menu.sessions', icon: <SelfImprovementIcon /> },
  { resource: 'newsletter-subscribers', text: 'admin.menu.newsletter', icon: <MarkEmailReadIcon /> },
  { resource: 'donations', text: 'admin.menu.donations', icon: <VolunteerActivismIcon /> },
  { resource: 'recurring-gifts', text: 'admin.menu.recurringGifts', icon: <AutorenewIcon /> },
  { resource: 'donation-projects', text: 'admin.menu.donationProjects', icon: <SavingsIcon /> },
  { resource: 'hero-slides', text: 'admin.menu.heroSlides', icon: <ViewCarouselIcon /> },
  { resource: 'site-content', text: 'admin.menu.siteContent', icon: <ArticleIcon /> },
  { resource: 'vishranti-items', text: 'admin.menu.vishrantiItems', icon: <LandscapeIcon /> },
  { resource: 'mail-outbox', text: 'admin.menu.outbox', icon: <OutboxIcon /> },
  { resource: 'audit-log', text: 'admin.menu.auditLog', icon: <HistoryIcon /> },
  { resource: 'waitlist-entries', text: 'admin.menu.waitingList', icon: <HourglassTopIcon /> },
  { resource: 'staff', text: 'admin.menu.staff', icon: <BadgeIcon /> },
  { resource: 'privacy-notices', text: 'admin.menu.privacyNotice', icon: <PolicyIcon /> },
  { resource: 'data-requests', text: 'admin.menu.dataRequests', icon: <ContactMailIcon /> },
  { resource: 'retention', text: 'admin.menu.retention', icon: <AutoDeleteIcon /> },
];

/**
 * The sidebar: the Dashboard first (sign-in still lands on the first list the role may open), the
 * documented Events, Community Programs, Registrations, Gallery, then the other lists, and Logout. Each staff
 * role sees only the screens it may use (libs/shared staff.ts); the API refuses the others anyway.
 */
export function AdminMenu() {
  const { permissions } = usePermissions<StaffRole | null>();
  const items = (entries: Entry[]) =>
    entries
      .filter((entry) => staffRoleCanUse(permissions, entry.resource))
      .map((entry) => (
        <Menu.Item
          key={entry.resource}
          to={`/${entry.resource}`}
          primaryText={entry.text}
          leftIcon={entry.icon}
        />
      ));
  const first = items(FIRST);
  const others = items(OTHERS);
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText="admin.menu.dashboard" leftIcon={<DashboardIcon />} />
      {first}
      {first.length > 0 && others.length > 0 && <Divider />}
      {others}
      <Divider />
      <LogoutMenuItem />
    </Menu>
  );
}
