/**
 * The product's icon set (docs/DESIGN.md): lucide icons, each from its own module, so a page, a test or the build
 * loads only these rather than lucide's thousands. Icons are aria-hidden unless given a label.
 */
export type { LucideIcon } from 'lucide-react';
export { default as ArrowDown } from 'lucide-react/icons/arrow-down';
export { default as ArrowRight } from 'lucide-react/icons/arrow-right';
export { default as AudioLines } from 'lucide-react/icons/audio-lines';
export { default as CalendarDays } from 'lucide-react/icons/calendar-days';
export { default as Check } from 'lucide-react/icons/check';
export { default as Clock } from 'lucide-react/icons/clock';
export { default as Copy } from 'lucide-react/icons/copy';
export { default as Download } from 'lucide-react/icons/download';
export { default as Drum } from 'lucide-react/icons/drum';
export { default as ExternalLink } from 'lucide-react/icons/external-link';
export { default as FileText } from 'lucide-react/icons/file-text';
export { default as GraduationCap } from 'lucide-react/icons/graduation-cap';
export { default as Guitar } from 'lucide-react/icons/guitar';
export { default as Headphones } from 'lucide-react/icons/headphones';
export { default as House } from 'lucide-react/icons/house';
export { default as ListMusic } from 'lucide-react/icons/list-music';
export { default as LogIn } from 'lucide-react/icons/log-in';
export { default as LogOut } from 'lucide-react/icons/log-out';
export { default as Mail } from 'lucide-react/icons/mail';
export { default as MapPin } from 'lucide-react/icons/map-pin';
export { default as Megaphone } from 'lucide-react/icons/megaphone';
export { default as Mic } from 'lucide-react/icons/mic';
export { default as Music } from 'lucide-react/icons/music';
export { default as Music2 } from 'lucide-react/icons/music-2';
export { default as Piano } from 'lucide-react/icons/piano';
export { default as PlayCircle } from 'lucide-react/icons/circle-play';
export { default as Presentation } from 'lucide-react/icons/presentation';
export { default as ShieldCheck } from 'lucide-react/icons/shield-check';
export { default as Sparkles } from 'lucide-react/icons/sparkles';
export { default as Tag } from 'lucide-react/icons/tag';
export { default as UserCog } from 'lucide-react/icons/user-cog';
export { default as UserPlus } from 'lucide-react/icons/user-plus';
export { default as VideoOff } from 'lucide-react/icons/video-off';
