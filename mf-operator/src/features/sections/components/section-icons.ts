import { FileClock, FileText, Flag, Images, LayoutDashboard, type LucideIcon, Megaphone, MessageSquareWarning, MonitorSmartphone, Rocket, Settings, UserCog, Users } from 'lucide-react';
import type { Queue, Section } from '../sections';

/** The icon of each console section in the navigation (lucide, the site's one icon set). */
export const SECTION_ICONS: Readonly<Record<Section, LucideIcon>> = {
  photos: Images,
  reports: Flag,
  complaints: MessageSquareWarning,
  members: Users,
  campaigns: Megaphone,
  pages: FileText,
  audit: FileClock,
  settings: Settings,
  releases: Rocket,
  operators: UserCog,
};

/** The queues' icons (the same as their sections'). */
export const QUEUE_ICONS: Readonly<Record<Queue, LucideIcon>> = SECTION_ICONS;

/** The overview's and "My sessions"' icons. */
export const DASHBOARD_ICON = LayoutDashboard;
export const SESSIONS_ICON = MonitorSmartphone;
