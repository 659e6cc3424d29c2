/**
 * The demo courses' words (issue 28): four library courses of five to eight steps each, in the tenants'
 * language mix (English, and one course in Spanish for the participants who read Spanish), and a draft.
 * A step's description is Markdown; `file` names a library file of the author's (seed/library.ts).
 */
export interface StepSeed {
  title: string;
  description: string;
  link?: string;
  file?: string;
}

export interface CourseSeed {
  title: string;
  description: string;
  /** The cover: a library file of the author's. */
  cover?: string;
  steps: StepSeed[];
}

export const SLEEP: CourseSeed = {
  title: 'Sleep better in four weeks',
  description: 'Small, steady changes to your evenings and mornings that add up to deeper, longer sleep.',
  cover: 'Morning stretch',
  steps: [
    {
      title: 'Why sleep matters',
      description:
        'Adults need **7 to 9 hours** a night. Good sleep steadies mood, appetite and blood sugar, and helps the brain clear what it no longer needs.\n\nThis course gives you one change a week. Pick the easiest first.',
      link: 'https://www.cdc.gov/sleep/about/index.html',
    },
    {
      title: 'A fixed wake-up time',
      description:
        'Get up at the **same time every day**, weekends included, even after a poor night.\n\n- Set one alarm, not five.\n- Open the curtains or step outside within 30 minutes of waking.\n- Morning light sets your body clock for the evening.',
      file: 'Morning stretch',
    },
    {
      title: 'A wind-down hour',
      description:
        'Give the last hour before bed a routine your body learns:\n\n1. Dim the lights.\n2. Put screens away or on night mode.\n3. Something calm: a shower, reading, light stretching.\n\nThe same order every night works best.',
    },
    {
      title: 'Caffeine and alcohol',
      description:
        'Caffeine stays in your body for **6 hours or more**: keep coffee, tea and cola before 2 pm.\n\nAlcohol helps you fall asleep but breaks sleep later in the night. Keep it small and early, or skip it on weeknights.',
    },
    {
      title: 'Your bedroom',
      description:
        'Cool, dark and quiet: around **18 °C**, blackout curtains or an eye mask, earplugs if the street is loud.\n\nKeep the bed for sleep. If you lie awake for more than 20 minutes, get up, do something dull in dim light, and come back when sleepy.',
    },
    {
      title: 'Review your week',
      description:
        'Look back at the last seven nights:\n\n- Which change helped most?\n- Which one was hard to keep?\n\nTell your advisor in the chat, and keep the one that helped as your habit.',
    },
  ],
};

/** What the sleep course's fifth step said before its author improved it (the demo copy's base). */
export const SLEEP_BEDROOM_BEFORE: StepSeed = {
  title: 'Your bedroom',
  description: 'Cool, dark and quiet. Keep the bed for sleep.',
};

export const WALKING: CourseSeed = {
  title: 'Walking programme: from 10 to 30 minutes',
  description: 'Six weeks of walking that build from ten easy minutes to thirty brisk ones, five days a week.',
  cover: 'Warm-up routine',
  steps: [
    {
      title: 'Before you start',
      description:
        'Comfortable shoes, a route you like, and a way to time yourself.\n\nIf you have heart, lung or joint problems, check with your doctor before you begin.',
    },
    {
      title: 'Warm up',
      description:
        'Start every walk with **five minutes at an easy pace**, then a few ankle circles and calf stretches.',
      file: 'Warm-up routine',
    },
    {
      title: 'Weeks 1 and 2: ten minutes',
      description:
        'Walk **10 minutes, five days a week**, at a pace where you can still talk in full sentences. Rest days are part of the plan.',
    },
    {
      title: 'Weeks 3 and 4: twenty minutes',
      description: 'Add five minutes each week. For two of the minutes, walk briskly: you can talk, but not sing.',
    },
    {
      title: 'Weeks 5 and 6: thirty minutes',
      description:
        'Thirty minutes with **three brisk stretches of three minutes**. That is the 150 minutes a week adults are advised to move.',
      link: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
    },
    {
      title: 'Cool down and stretch',
      description: 'Slow down for the last five minutes, then stretch calves, thighs and hips for 30 seconds each.',
      file: 'Exercise guide',
    },
    {
      title: 'Make it stick',
      description:
        'Walk at the same time each day, with a friend or a podcast. Log your walks on your calendar so your advisor sees them.',
    },
  ],
};

export const MINDFUL_EATING: CourseSeed = {
  title: 'Comer con atención',
  description: 'Cinco pasos para comer más despacio, notar el hambre y disfrutar de cada comida.',
  cover: 'Balanced plate',
  steps: [
    {
      title: '¿Qué es comer con atención?',
      description:
        'Comer con atención es **prestar atención a lo que comes y a cómo te sientes** mientras comes, sin juzgarte.\n\nNo es una dieta: es una forma de comer.',
    },
    {
      title: 'La escala del hambre',
      description:
        'Antes de comer, puntúa tu hambre del **1 (muy hambriento) al 10 (demasiado lleno)**.\n\nIntenta empezar a comer en un 3 o 4 y parar en un 6 o 7.',
    },
    {
      title: 'Un plato equilibrado',
      description:
        'La mitad del plato, verduras y fruta; un cuarto, proteína; un cuarto, cereales integrales. Agua para beber.',
      file: 'Balanced plate',
    },
    {
      title: 'Más despacio',
      description:
        '- Deja los cubiertos en la mesa entre bocado y bocado.\n- Mastica bien.\n- Una comida debería durar **al menos 20 minutos**.',
    },
    {
      title: 'Sin pantallas',
      description:
        'Come sentado, sin el móvil ni la televisión. Fíjate en los colores, los olores y las texturas. Cuéntale a tu asesor cómo te ha ido.',
      file: 'Weekly meal plan',
    },
  ],
};

export const STRESS: CourseSeed = {
  title: 'Calm in five minutes: breathing for stress',
  description: 'Short breathing and attention exercises you can do anywhere, and when to use them.',
  cover: 'Breathing rhythm',
  steps: [
    {
      title: 'What stress does',
      description:
        'Stress speeds up the heart and breath. Slow breathing tells the body the danger has passed: it is the quickest brake you have.',
    },
    {
      title: 'Box breathing',
      description:
        'Breathe **in for 4**, hold for 4, **out for 4**, hold for 4. Four rounds. Follow the picture to keep the rhythm.',
      file: 'Breathing rhythm',
    },
    {
      title: 'Longer out-breath',
      description: 'In for 4, out for 6 or 8. A longer out-breath slows the heart. Try it before a hard conversation.',
    },
    {
      title: 'The 5-4-3-2-1 check',
      description:
        'Name **5** things you see, **4** you can touch, **3** you hear, **2** you smell and **1** you taste. It brings attention back to now.',
    },
    {
      title: 'Move it out',
      description: 'A brisk ten-minute walk lowers stress hormones. Even stairs count.',
      file: 'Morning stretch',
    },
    {
      title: 'Your plan',
      description:
        'Pick the exercise you liked best and two moments a day to use it (for example after lunch and before bed). Write them in your journal.',
      link: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
    },
  ],
};

/** The advisor's work in progress. */
export const DESK_STRETCHES: CourseSeed = {
  title: 'Desk stretches (draft)',
  description: 'Stretches for people who sit all day. Still writing the steps.',
  steps: [
    { title: 'Neck and shoulders', description: 'Roll the shoulders back ten times, then tilt the head to each side.' },
    { title: 'Wrists', description: 'Arm out, palm up, gently pull the fingers back for 20 seconds.' },
  ],
};
