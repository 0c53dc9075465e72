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
 * The sidebar (each primaryText is a catalogue key: react-admin's Menu.Item translates it): the Dashboard first (sign-in still lands on Events), the documented Events, Community Programs,
 * Registrations, Gallery, then the other lists, and Logout.
 */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText="admin.menu.dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/events" primaryText="admin.menu.events" leftIcon={<EventIcon />} />
      <Menu.Item
        to="/community-programs"
        primaryText="admin.menu.communityPrograms"
        leftIcon={<GroupsIcon />}
      />
      <Menu.Item to="/registrations" primaryText="admin.menu.registrations" leftIcon={<HowToRegIcon />} />
      <Menu.Item to="/gallery" primaryText="admin.menu.gallery" leftIcon={<PhotoLibraryIcon />} />
      <Divider />
      <Menu.Item
        to="/ticket-types"
        primaryText="admin.menu.ticketTypes"
        leftIcon={<ConfirmationNumberIcon />}
      />
      <Menu.Item to="/contact-messages" primaryText="admin.menu.contactMessages" leftIcon={<MailIcon />} />
      <Menu.Item
        to="/volunteer-roles"
        primaryText="admin.menu.volunteerRoles"
        leftIcon={<Diversity3Icon />}
      />
      <Menu.Item
        to="/volunteer-applications"
        primaryText="admin.menu.volunteerApplications"
        leftIcon={<AssignmentIndIcon />}
      />
      <Menu.Item to="/sessions" primaryText="admin.menu.sessions" leftIcon={<SelfImprovementIcon />} />
      <Menu.Item
        to="/newsletter-subscribers"
        primaryText="admin.menu.newsletter"
        leftIcon={<MarkEmailReadIcon />}
      />
      <Menu.Item to="/donations" primaryText="admin.menu.donations" leftIcon={<VolunteerActivismIcon />} />
      <Menu.Item to="/recurring-gifts" primaryText="admin.menu.recurringGifts" leftIcon={<AutorenewIcon />} />
      <Menu.Item
        to="/donation-projects"
        primaryText="admin.menu.donationProjects"
        leftIcon={<SavingsIcon />}
      />
      <Menu.Item to="/hero-slides" primaryText="admin.menu.heroSlides" leftIcon={<ViewCarouselIcon />} />
      <Menu.Item to="/site-content" primaryText="admin.menu.siteContent" leftIcon={<ArticleIcon />} />
      <Menu.Item to="/vishranti-items" primaryText="admin.menu.vishrantiItems" leftIcon={<LandscapeIcon />} />
      <Menu.Item to="/mail-outbox" primaryText="admin.menu.outbox" leftIcon={<OutboxIcon />} />
      <Menu.Item to="/audit-log" primaryText="admin.menu.auditLog" leftIcon={<HistoryIcon />} />
      <Menu.Item
        to="/waitlist-entries"
        primaryText="admin.menu.waitingList"
        leftIcon={<HourglassTopIcon />}
      />
      <Divider />
      <LogoutMenuItem />
    </Menu>
  );
}
