import { hash32 } from '../random.ts';
import { BASE_TIME, DAY, MINUTE, daysAgo } from './time.ts';
import type { EmuUser } from './types.ts';

/** A user whose name is markup: the UI must show it as text, never run it. */
export const HOSTILE_USER_ID = 'markup-name-user';
export const HOSTILE_USER_NAME = '<img src=x onerror=alert(1)>';
/** A user whose name is about 120 characters, for truncation and wrapping. */
export const LONG_NAME_USER_ID = 'very-long-name-user';
const LONG_NAME =
  'Maximiliana Alexandrina Konstantinopoulou-Vanderbilt Featherstonehaugh de la Cruz y Montenegro, Countess of Ravensworth';

/** Names in several scripts so sorting, search and layout get exercised. */
const PEOPLE: readonly (readonly [uid: string, name: string])[] = [
  ['amelie-dubois', 'Amélie Dubois'],
  ['jose-alvarez', 'José Álvarez'],
  ['zoe-muller', 'Zoë Müller'],
  ['soren-norgaard', 'Søren Nørgaard'],
  ['lukasz-wojcik', 'Łukasz Wójcik'],
  ['bjorn-astrom', 'Björn Åström'],
  ['francois-lefevre', 'François Lefèvre'],
  ['nguyen-thi-hoa', 'Nguyễn Thị Hoa'],
  ['ayse-yilmaz', 'Ayşe Yılmaz'],
  ['ines-goncalves', 'Inês Gonçalves'],
  ['liam-carter', 'Liam Carter'],
  ['olivia-bennett', 'Olivia Bennett'],
  ['noah-kim', 'Noah Kim'],
  ['emma-wilson', 'Emma Wilson'],
  ['mateo-rossi', 'Mateo Rossi'],
  ['grace-oneill', "Grace O'Neill"],
  ['sam-lee', 'Sam 🚀 Lee'],
  ['ivan-petrov', 'Иван Петров'],
  ['maria-smirnova', 'Мария Смирнова'],
  ['oleg-kuznetsov', 'Олег Кузнецов'],
  ['natalia-volkova', 'Наталья Волкова'],
  ['mohammed-alali', 'محمد العلي'],
  ['fatima-alzahra', 'فاطمة الزهراء'],
  ['youssef-haddad', 'يوسف حداد'],
  ['aiko-tanaka', '田中 愛子'],
  ['wang-wei', '王伟'],
  ['li-na', '李娜'],
  ['kim-minjun', '김민준'],
  ['ken-sato', '佐藤 健'],
  ['anita-sharma', 'अनीता शर्मा'],
  ['rahul-verma', 'राहुल वर्मा'],
  ['priya-singh', 'प्रिया सिंह'],
  ['nikos-papadopoulos', 'Νίκος Παπαδόπουλος'],
  ['noa-cohen', 'נועה כהן'],
  ['chloe-bernard', 'Chloé Bernard'],
  ['diego-fernandez', 'Diego Fernández'],
  ['hannah-schmidt', 'Hannah Schmidt'],
  ['tomasz-nowak', 'Tomasz Nowak'],
  ['guest-4821', 'Guest 4821'],
  [LONG_NAME_USER_ID, LONG_NAME],
  [HOSTILE_USER_ID, HOSTILE_USER_NAME],
];

/** Users whose avatar is served as SVG rather than PNG, so both image types get shown. */
const SVG_AVATARS = new Set(['wang-wei', 'emma-wilson']);
const ROLES = ['default', 'default', 'default', 'default', 'moderator', 'premium'] as const;

export function buildUsers(mediaBaseUrl: string): EmuUser[] {
  return PEOPLE.map(([uid, name]) => {
    const h = hash32(uid);
    const extension = SVG_AVATARS.has(uid) ? 'svg' : 'png';
    return {
      uid,
      name,
      avatar: `${mediaBaseUrl}/avatars/${uid}.${extension}`,
      status: h % 3 === 0 ? 'available' : 'offline',
      role: ROLES[h % ROLES.length] ?? 'default',
      createdAt: daysAgo(200 + (h % 500)),
      // Online users were active minutes ago, the others up to a few days ago.
      lastActiveAt: BASE_TIME - (h % 3 === 0 ? (h % 30) * MINUTE : (h % 5) * DAY + (h % 600) * MINUTE),
    };
  });
}
