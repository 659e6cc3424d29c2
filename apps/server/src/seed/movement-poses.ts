/**
 * Stick-figure poses of the starter exercises, seen from the side (facing right) on a 1200 × 800 scene whose
 * floor is at y = 700. Each exercise moves from its first pose to its second and back: the picture shows both
 * (the first faint), the video the movement. Limbs "A" are the near arm and leg; "B" the far ones (A's when
 * not given).
 */

export type Point = readonly [x: number, y: number];

export interface Pose {
  head: Point;
  neck: Point;
  /** The middle of the back, when it bends (cat-cow); a straight back without it. */
  back?: Point;
  hip: Point;
  elbow: Point;
  hand: Point;
  knee: Point;
  foot: Point;
  elbowB?: Point;
  handB?: Point;
  kneeB?: Point;
  footB?: Point;
}

export type Prop = 'wall' | 'chair' | 'step' | 'mat';

export interface Movement {
  from: Pose;
  to: Pose;
  props?: Prop[];
}

const STAND: Pose = {
  head: [600, 235],
  neck: [600, 290],
  hip: [600, 470],
  elbow: [600, 380],
  hand: [605, 465],
  knee: [605, 585],
  foot: [600, 700],
};
const with_ = (base: Pose, change: Partial<Pose>): Pose => ({ ...base, ...change });
/** Facing the viewer: arms and legs to both sides (jumping jacks, arm circles). */
const FRONT: Pose = with_(STAND, {
  elbow: [555, 380],
  hand: [545, 465],
  elbowB: [645, 380],
  handB: [655, 465],
  knee: [575, 585],
  foot: [565, 700],
  kneeB: [625, 585],
  footB: [635, 700],
});
const SEATED: Pose = {
  head: [560, 305],
  neck: [560, 360],
  hip: [560, 535],
  elbow: [590, 450],
  hand: [660, 520],
  knee: [690, 530],
  foot: [690, 700],
};
const ALL_FOURS: Pose = {
  head: [790, 545],
  neck: [740, 575],
  hip: [520, 575],
  elbow: [740, 640],
  hand: [740, 700],
  knee: [520, 700],
  foot: [380, 700],
};
const SUPINE_BENT: Pose = {
  head: [300, 665],
  neck: [355, 680],
  hip: [550, 685],
  elbow: [430, 692],
  hand: [500, 695],
  knee: [660, 580],
  foot: [720, 700],
};
const PRONE: Pose = {
  head: [830, 665],
  neck: [770, 680],
  hip: [540, 688],
  elbow: [880, 688],
  hand: [960, 688],
  knee: [420, 692],
  foot: [300, 695],
};
const FOREARM_PLANK: Pose = {
  head: [790, 590],
  neck: [730, 610],
  hip: [520, 640],
  elbow: [730, 692],
  hand: [820, 695],
  knee: [410, 668],
  foot: [300, 697],
};
const HIGH_PLANK: Pose = with_(FOREARM_PLANK, {
  head: [790, 545],
  neck: [730, 565],
  hip: [520, 615],
  elbow: [730, 632],
  hand: [730, 700],
  knee: [410, 658],
});
const LUNGE_STANCE: Pose = {
  head: [600, 325],
  neck: [600, 380],
  hip: [600, 560],
  elbow: [600, 470],
  hand: [605, 550],
  knee: [700, 590],
  foot: [700, 700],
  kneeB: [480, 690],
  footB: [390, 700],
};
const HALF_KNEEL: Pose = with_(LUNGE_STANCE, {
  kneeB: [500, 700],
  footB: [390, 700],
  hip: [570, 580],
  neck: [575, 400],
  head: [580, 345],
});

export const MOVEMENTS: Record<string, Movement> = {
  'Bodyweight squat': {
    from: STAND,
    to: {
      head: [625, 340],
      neck: [610, 395],
      hip: [505, 560],
      elbow: [680, 430],
      hand: [760, 425],
      knee: [650, 575],
      foot: [600, 700],
    },
  },
  'Wall push-up': {
    props: ['wall'],
    from: {
      head: [725, 265],
      neck: [700, 310],
      hip: [620, 480],
      elbow: [760, 330],
      hand: [830, 320],
      knee: [590, 590],
      foot: [550, 700],
    },
    to: {
      head: [780, 275],
      neck: [745, 320],
      hip: [640, 485],
      elbow: [760, 390],
      hand: [830, 320],
      knee: [595, 592],
      foot: [550, 700],
    },
  },
  'Glute bridge': { from: SUPINE_BENT, to: with_(SUPINE_BENT, { hip: [550, 590], knee: [670, 560] }), props: ['mat'] },
  'Reverse lunge': { from: STAND, to: LUNGE_STANCE },
  'Step-up': {
    props: ['step'],
    from: with_(STAND, { knee: [665, 560], foot: [700, 630], hip: [590, 470] }),
    to: with_(STAND, {
      head: [690, 170],
      neck: [690, 225],
      hip: [690, 405],
      elbow: [690, 315],
      hand: [695, 400],
      knee: [695, 520],
      foot: [700, 630],
      kneeB: [660, 525],
      footB: [640, 610],
    }),
  },
  'Calf raise': {
    from: STAND,
    to: with_(STAND, {
      head: [600, 205],
      neck: [600, 260],
      hip: [600, 440],
      elbow: [600, 350],
      hand: [605, 435],
      knee: [605, 555],
      foot: [612, 670],
    }),
  },
  'Forearm plank': {
    from: with_(FOREARM_PLANK, { hip: [520, 680], knee: [410, 697] }),
    to: FOREARM_PLANK,
    props: ['mat'],
  },
  'Side plank': {
    from: with_(FOREARM_PLANK, { hip: [520, 688], knee: [410, 697] }),
    to: with_(FOREARM_PLANK, { hip: [520, 628] }),
    props: ['mat'],
  },
  'Bird dog': {
    from: ALL_FOURS,
    to: with_(ALL_FOURS, { elbowB: [830, 560], handB: [920, 550], kneeB: [400, 580], footB: [280, 585] }),
    props: ['mat'],
  },
  'Dead bug': {
    from: {
      head: [300, 665],
      neck: [355, 680],
      hip: [550, 685],
      elbow: [360, 600],
      hand: [365, 525],
      knee: [550, 585],
      foot: [650, 585],
    },
    to: {
      head: [300, 665],
      neck: [355, 680],
      hip: [550, 685],
      elbow: [360, 600],
      hand: [365, 525],
      knee: [550, 585],
      foot: [650, 585],
      elbowB: [280, 640],
      handB: [200, 660],
      kneeB: [660, 660],
      footB: [780, 670],
    },
    props: ['mat'],
  },
  'Sit-to-stand': { from: with_(SEATED, { elbow: [620, 430], hand: [700, 420] }), to: STAND, props: ['chair'] },
  'Superman hold': {
    from: PRONE,
    to: with_(PRONE, {
      head: [840, 630],
      neck: [775, 660],
      elbow: [880, 650],
      hand: [960, 630],
      knee: [420, 675],
      foot: [300, 650],
    }),
    props: ['mat'],
  },
  'Hamstring stretch': {
    props: ['step'],
    from: with_(STAND, { knee: [690, 640], foot: [780, 630], hand: [630, 460] }),
    to: {
      head: [735, 340],
      neck: [690, 375],
      hip: [580, 480],
      elbow: [700, 450],
      hand: [740, 540],
      knee: [690, 640],
      foot: [780, 630],
      kneeB: [585, 590],
      footB: [580, 700],
    },
  },
  'Standing quad stretch': {
    props: ['wall'],
    from: with_(STAND, { elbow: [690, 320], hand: [780, 300] }),
    to: with_(STAND, {
      elbow: [690, 320],
      hand: [780, 300],
      elbowB: [560, 400],
      handB: [520, 520],
      kneeB: [600, 590],
      footB: [520, 520],
    }),
  },
  'Hip flexor stretch': {
    from: HALF_KNEEL,
    to: with_(HALF_KNEEL, { hip: [610, 595], neck: [605, 415], head: [605, 360], knee: [740, 590] }),
    props: ['mat'],
  },
  'Chest opener': {
    from: STAND,
    to: with_(STAND, { head: [595, 232], elbow: [555, 390], hand: [520, 480] }),
  },
  'Cat-cow': {
    from: with_(ALL_FOURS, { back: [630, 520] }),
    to: with_(ALL_FOURS, { back: [630, 610], head: [800, 520] }),
    props: ['mat'],
  },
  "Child's pose": {
    from: ALL_FOURS,
    to: {
      head: [780, 665],
      neck: [720, 650],
      hip: [500, 640],
      elbow: [830, 690],
      hand: [920, 695],
      knee: [620, 700],
      foot: [470, 700],
    },
    props: ['mat'],
  },
  'Neck rolls': {
    from: with_(SEATED, { head: [585, 315] }),
    to: with_(SEATED, { head: [535, 310] }),
    props: ['chair'],
  },
  'Shoulder rolls': { from: STAND, to: with_(STAND, { neck: [595, 275], elbow: [585, 360], hand: [590, 445] }) },
  'Ankle circles': { from: SEATED, to: with_(SEATED, { foot: [760, 660] }), props: ['chair'] },
  'Thoracic rotation': {
    from: with_(SEATED, { elbow: [620, 400], hand: [575, 400] }),
    to: with_(SEATED, { elbow: [520, 405], hand: [560, 395], elbowB: [640, 395], handB: [600, 390] }),
    props: ['chair'],
  },
  'Marching in place': {
    from: with_(STAND, { elbow: [570, 380], hand: [550, 460] }),
    to: with_(STAND, { elbow: [640, 370], hand: [680, 420], kneeB: [690, 480], footB: [670, 590] }),
  },
  'Jumping jacks': {
    from: FRONT,
    to: with_(FRONT, {
      head: [600, 215],
      neck: [600, 270],
      hip: [600, 450],
      elbow: [520, 210],
      hand: [500, 130],
      elbowB: [680, 210],
      handB: [700, 130],
      knee: [545, 575],
      foot: [490, 690],
      kneeB: [655, 575],
      footB: [710, 690],
    }),
  },
  'High knees': {
    from: with_(STAND, { head: [610, 235], elbow: [575, 375], hand: [570, 445] }),
    to: with_(STAND, {
      head: [615, 220],
      neck: [605, 275],
      hip: [600, 455],
      elbow: [650, 360],
      hand: [690, 400],
      knee: [700, 445],
      foot: [680, 560],
      kneeB: [605, 575],
      footB: [600, 690],
    }),
  },
  'Single-leg stand': {
    from: STAND,
    to: with_(STAND, { kneeB: [640, 580], footB: [560, 620], elbow: [680, 420], hand: [760, 460] }),
    props: ['wall'],
  },
  'Heel-to-toe walk': {
    from: with_(STAND, { foot: [560, 700], knee: [575, 585], footB: [640, 700], kneeB: [630, 585] }),
    to: with_(STAND, {
      head: [640, 235],
      neck: [640, 290],
      hip: [640, 470],
      elbow: [640, 380],
      hand: [645, 465],
      foot: [720, 700],
      knee: [690, 585],
      footB: [640, 700],
      kneeB: [640, 585],
    }),
  },
  'Box breathing': {
    from: SEATED,
    to: with_(SEATED, { head: [560, 295], neck: [560, 350], elbow: [595, 440] }),
    props: ['chair'],
  },
  'Arm circles': {
    from: with_(FRONT, { elbow: [500, 320], hand: [420, 300], elbowB: [700, 320], handB: [780, 300] }),
    to: with_(FRONT, { elbow: [500, 300], hand: [410, 250], elbowB: [700, 300], handB: [790, 250] }),
  },
  'Mountain climbers': {
    from: HIGH_PLANK,
    to: with_(HIGH_PLANK, { kneeB: [640, 640], footB: [560, 690] }),
    props: ['mat'],
  },
};
