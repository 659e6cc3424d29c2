import type { TenantId } from '@stride/contracts';

export interface TenantSeed {
  companies: { name: string; programs: { name: string; description: string }[] }[];
}

export const TENANT_SEEDS: Record<TenantId, TenantSeed> = {
  default: {
    companies: [
      {
        name: 'Greenfield Family Practice',
        programs: [
          { name: 'Healthy Habits 12-week', description: 'Small daily actions for energy, sleep and mood.' },
          { name: 'Active Ageing', description: 'Strength and balance for people over 60.' },
        ],
      },
      {
        name: 'Riverside Wellness Clinic',
        programs: [
          { name: 'Weight Management', description: 'Nutrition coaching with weekly check-ins.' },
          { name: 'Stress Less', description: 'Breathing, journaling and movement to lower stress.' },
        ],
      },
    ],
  },
  brain: {
    companies: [
      {
        name: 'Lakeside Memory Clinic',
        programs: [
          { name: 'Brain Fitness Foundations', description: 'Sleep, movement and cognitive training for memory.' },
          { name: 'Caregiver Support', description: 'Routines and resources for family caregivers.' },
        ],
      },
      {
        name: 'Northgate Neurology Associates',
        programs: [
          { name: 'Post-Concussion Recovery', description: 'Graduated return to activity after a concussion.' },
          { name: 'Healthy Mind Screening', description: 'Screeners and follow-up for brain-health risk factors.' },
        ],
      },
    ],
  },
  performance: {
    companies: [
      {
        name: 'Summit Sports Medicine',
        programs: [
          { name: 'Return to Run', description: 'A staged running plan after injury.' },
          { name: 'Strength Block', description: 'Eight weeks of progressive strength training.' },
        ],
      },
      {
        name: 'Harbor Athletic Performance',
        programs: [
          { name: 'Season Prep', description: 'Conditioning and mobility before the season.' },
          { name: 'Recovery Essentials', description: 'Sleep, nutrition and recovery habits.' },
        ],
      },
    ],
  },
};
