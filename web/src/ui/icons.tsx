import {
  Camera,
  ChartLine,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  CloudCheck,
  Download,
  Focus,
  Info,
  Key,
  LayoutDashboard,
  Leaf,
  LogOut,
  Mail,
  Menu,
  Monitor,
  Moon,
  PanelLeft,
  Plus,
  RefreshCw,
  Settings2,
  Share,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Sun,
  Target,
  Trash2,
  TriangleAlert,
  UserRound,
  Utensils,
  WifiOff,
  X,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

// The design system's icons: Lucide glyphs (ISC, from the lucide-react package, imported one by one
// so the bundle carries only the icons used) drawn at the app's default size. They are decorative:
// the control around an icon carries the accessible name.

/** Makes one of the app's icons from a Lucide glyph (shared by every icon module). */
export function icon(Glyph: LucideIcon) {
  return function Icon({ className = "size-5", ...rest }: LucideProps) {
    return <Glyph className={className} strokeWidth={2} aria-hidden="true" focusable="false" {...rest} />;
  };
}

export const CheckIcon = icon(Check);
export const ChevronDownIcon = icon(ChevronDown);
export const ChevronLeftIcon = icon(ChevronLeft);
export const ChevronRightIcon = icon(ChevronRight);
export const CloseIcon = icon(X);
export const PlusIcon = icon(Plus);
export const MenuIcon = icon(Menu);
export const InfoIcon = icon(Info);
export const AlertIcon = icon(TriangleAlert);
export const CheckCircleIcon = icon(CircleCheck);
export const SunIcon = icon(Sun);
export const MoonIcon = icon(Moon);
export const MonitorIcon = icon(Monitor);
export const DashboardIcon = icon(LayoutDashboard);
export const MealsIcon = icon(Utensils);
export const UserIcon = icon(UserRound);
export const SettingsIcon = icon(Settings2);
export const LogOutIcon = icon(LogOut);
export const PanelLeftIcon = icon(PanelLeft);
export const CameraIcon = icon(Camera);
export const SparklesIcon = icon(Sparkles);
export const TargetIcon = icon(Target);
export const ChartIcon = icon(ChartLine);
export const ScanIcon = icon(Focus);
export const LeafIcon = icon(Leaf);
export const MailIcon = icon(Mail);
export const DownloadIcon = icon(Download);
export const ShieldIcon = icon(ShieldCheck);
export const TrashIcon = icon(Trash2);
export const WifiOffIcon = icon(WifiOff);
export const CloudCheckIcon = icon(CloudCheck);
export const RefreshIcon = icon(RefreshCw);
export const SmartphoneIcon = icon(Smartphone);
export const ShareIcon = icon(Share);
export const KeyIcon = icon(Key);
