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
import { Menu } from 'react-admin';
import { LogoutMenuItem } from './LogoutMenuItem';

/**
 * The sidebar: the Dashboard first (sign-in still lands on Events), the documented Events, Community Programs,
 * Registrations, Gallery, then the other lists, and Logout.
 */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/events" primaryText="Events" leftIcon={<EventIcon />} />
      <Menu.Item to="/community-programs" primaryText="Community Programs" leftIcon={<GroupsIcon />} />
      <Menu.Item to="/registrations" primaryText="Registrations" leftIcon={<HowToRegIcon />} />
      <Menu.Item to="/gallery" primaryText="Gallery" leftIcon={<PhotoLibraryIcon />} />
      <Divider />
      <Menu.Item to="/ticket-types" primaryText="Ticket Types" leftIcon={<ConfirmationNumberIcon />} />
      <Menu.Item to="/contact-messages" primaryText="Contact Messages" leftIcon={<MailIcon />} />
      <Menu.Item to="/volunteer-roles" primaryText="Volunteer Roles" leftIcon={<Diversity3Icon />} />
      <Menu.Item
        to="/volunteer-applications"
        primaryText="Volunteer Applications"
        leftIcon={<AssignmentIndIcon />}
      />
      <Menu.Item to="/sessions" primaryText="Sessions" leftIcon={<SelfImprovementIcon />} />
      <Menu.Item to="/newsletter-subscribers" primaryText="Newsletter" leftIcon={<MarkEmailReadIcon />} />
      <Menu.Item to="/donations" primaryText="Donations" leftIcon={<VolunteerActivismIcon />} />
      <Menu.Item to="/recurring-gifts" primaryText="Recurring gifts" leftIcon={<AutorenewIcon />} />
      <Menu.Item to="/donation-projects" primaryText="Donation Projects" leftIcon={<SavingsIcon />} />
      <Menu.Item to="/hero-slides" primaryText="Hero Slides" leftIcon={<ViewCarouselIcon />} />
      <Menu.Item to="/site-content" primaryText="Site Content" leftIcon={<ArticleIcon />} />
      <Menu.Item
        to="/vishranti-items"
        primaryText="Vishranti Programs & Videos"
        leftIcon={<LandscapeIcon />}
      />
      <Menu.Item to="/mail-outbox" primaryText="Outbox" leftIcon={<OutboxIcon />} />
      <Menu.Item to="/audit-log" primaryText="Audit Log" leftIcon={<HistoryIcon />} />
      <Menu.Item to="/waitlist-entries" primaryText="Waiting List" leftIcon={<HourglassTopIcon />} />
      <Divider />
      <LogoutMenuItem />
    </Menu>
  );
}
