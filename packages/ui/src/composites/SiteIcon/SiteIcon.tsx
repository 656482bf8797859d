import type { SiteIconName } from '@charitykit/content';
import {
  Award,
  Baby,
  Bell,
  Clock,
  Droplet,
  Eye,
  Globe,
  GraduationCap,
  HandHeart,
  Heart,
  HeartPulse,
  Leaf,
  Mail,
  MapPin,
  Phone,
  ShieldCheck,
  Siren,
  Users,
  Utensils,
} from 'lucide';
import { Icon, type IconNode, type IconSize } from '../../components/Icon';

/** The drawn icon for each name the content may use. */
export const siteIcons: Record<SiteIconName, IconNode> = {
  utensils: Utensils,
  droplet: Droplet,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
  users: Users,
  baby: Baby,
  siren: Siren,
  leaf: Leaf,
  heart: Heart,
  eye: Eye,
  globe: Globe,
  award: Award,
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  clock: Clock,
  'shield-check': ShieldCheck,
  'hand-heart': HandHeart,
  bell: Bell,
};

export interface SiteIconProps {
  name: SiteIconName;
  size?: IconSize;
  /** Only when the icon stands alone; beside text it is decorative. */
  label?: string;
}

/** An icon chosen by the name the content gives (`programme.icon`). */
export function SiteIcon({ name, size, label }: SiteIconProps) {
  return <Icon icon={siteIcons[name]} size={size} label={label} />;
}
