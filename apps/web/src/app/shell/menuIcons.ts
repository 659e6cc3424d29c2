import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import ChatIcon from '@mui/icons-material/Chat';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import SchoolIcon from '@mui/icons-material/School';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import TodayIcon from '@mui/icons-material/Today';
import type SvgIcon from '@mui/material/SvgIcon';

/** The route table names icons as Material Symbols do; one import each keeps the bundle small. */
export const MENU_ICONS: Readonly<Record<string, typeof SvgIcon>> = {
  dashboard: DashboardIcon,
  people: PeopleIcon,
  business: BusinessIcon,
  groups: GroupsIcon,
  chat: ChatIcon,
  perm_media: PermMediaIcon,
  schedule_send: ScheduleSendIcon,
  fitness_center: FitnessCenterIcon,
  school: SchoolIcon,
  assignment: AssignmentIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  today: TodayIcon,
  insights: InsightsIcon,
  event: EventIcon,
};
