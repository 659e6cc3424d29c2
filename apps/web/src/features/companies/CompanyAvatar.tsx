import type { Company } from '@stride/contracts';
import { UserAvatar } from '../../app/ui/UserAvatar';

/**
 * The company's picture, or the first letters of its first two words. Always beside the company's name,
 * so hidden from assistive technology (the name says it).
 */
export function CompanyAvatar({ company, size }: { company: Pick<Company, 'name' | 'thumbnailUrl'>; size: number }) {
  const [first, second] = company.name.trim().split(/\s+/);
  return <UserAvatar picture={company.thumbnailUrl} firstName={first} lastName={second} size={size} decorative />;
}
