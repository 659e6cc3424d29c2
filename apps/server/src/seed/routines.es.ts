/**
 * The starter library in Spanish (docs/decisions.md, "Coaching loop: one Spanish register"): each English
 * title's Spanish title and description, kept in the definitions' `translations.es` so a Spanish reader
 * reads them in Spanish ("tú", as My day speaks). Activities and circuits of every tenant are here too.
 */
export const STARTER_LIBRARY_ES: Readonly<Record<string, { title: string; description: string }>> = {
  'Bodyweight squat': {
    title: 'Sentadilla sin peso',
    description: 'Pies a la anchura de los hombros, baja como si te sentaras en una silla, rodillas sobre los pies.',
  },
  'Wall push-up': {
    title: 'Flexión en la pared',
    description: 'Manos en la pared a la altura del pecho; acerca el pecho y luego empuja.',
  },
  'Glute bridge': {
    title: 'Puente de glúteos',
    description: 'Tumbado boca arriba, rodillas dobladas: sube la cadera hasta que el cuerpo quede recto.',
  },
  'Reverse lunge': {
    title: 'Zancada hacia atrás',
    description: 'Da un paso atrás y baja la rodilla de atrás hacia el suelo; alterna las piernas.',
  },
  'Step-up': {
    title: 'Subida al escalón',
    description: 'Sube a un escalón estable con todo el pie; agárrate a la barandilla si hace falta.',
  },
  'Calf raise': { title: 'Elevación de talones', description: 'Ponte de puntillas, para un momento y baja despacio.' },
  'Forearm plank': {
    title: 'Plancha de antebrazos',
    description: 'Codos bajo los hombros, el cuerpo en línea de la cabeza a los talones.',
  },
  'Side plank': {
    title: 'Plancha lateral',
    description: 'Sobre un antebrazo, cadera arriba; apoya las rodillas para hacerlo más fácil.',
  },
  'Bird dog': {
    title: 'Perro de caza',
    description: 'A cuatro patas, estira el brazo y la pierna contrarios; mantén la espalda quieta.',
  },
  'Dead bug': {
    title: 'Bicho muerto',
    description: 'Boca arriba, brazos arriba: baja despacio el brazo y la pierna contrarios.',
  },
  'Sit-to-stand': {
    title: 'Levantarse de la silla',
    description: 'Desde una silla, levántate sin usar las manos y siéntate despacio.',
  },
  'Superman hold': {
    title: 'Superman',
    description: 'Boca abajo, levanta un poco los brazos y las piernas del suelo.',
  },
  'Hamstring stretch': {
    title: 'Estiramiento de isquiotibiales',
    description: 'Talón en un escalón bajo, inclínate desde la cadera con la espalda recta.',
  },
  'Standing quad stretch': {
    title: 'Estiramiento de cuádriceps de pie',
    description: 'Sujeta un tobillo detrás de ti, rodillas juntas, cadera hacia delante.',
  },
  'Hip flexor stretch': {
    title: 'Estiramiento del flexor de la cadera',
    description: 'Con una rodilla en el suelo, mete la pelvis y desplázate suavemente hacia delante.',
  },
  'Chest opener': {
    title: 'Apertura de pecho',
    description: 'Manos juntas a la espalda, levanta el pecho y junta los hombros.',
  },
  'Cat-cow': {
    title: 'Gato-vaca',
    description: 'A cuatro patas, redondea la espalda y luego arquéala, al ritmo de la respiración.',
  },
  "Child's pose": {
    title: 'Postura del niño',
    description: 'Rodillas separadas, siéntate sobre los talones y estira los brazos hacia delante.',
  },
  'Neck rolls': {
    title: 'Giros de cuello',
    description: 'Medios círculos lentos con la cabeza, de un hombro al otro.',
  },
  'Shoulder rolls': {
    title: 'Círculos de hombros',
    description: 'Sube los hombros, llévalos atrás y bájalos; luego al revés.',
  },
  'Ankle circles': {
    title: 'Círculos de tobillo',
    description: 'Sentado, dibuja círculos con cada pie en los dos sentidos.',
  },
  'Thoracic rotation': {
    title: 'Rotación torácica',
    description: 'Sentado y erguido, brazos cruzados, gira el tronco de un lado a otro.',
  },
  'Marching in place': {
    title: 'Marcha en el sitio',
    description: 'Sube las rodillas a la altura de la cadera y mueve los brazos.',
  },
  'Jumping jacks': {
    title: 'Saltos de tijera',
    description: 'Salta abriendo los pies con los brazos arriba; da un paso en vez de saltar si lo necesitas.',
  },
  'High knees': {
    title: 'Rodillas arriba',
    description: 'Corre en el sitio subiendo las rodillas; mantente ligero sobre los pies.',
  },
  'Single-leg stand': {
    title: 'Equilibrio a una pierna',
    description: 'Ponte sobre una pierna cerca de una pared; cambia de pierna.',
  },
  'Heel-to-toe walk': {
    title: 'Caminar talón con punta',
    description: 'Camina en línea recta, el talón tocando la punta del otro pie.',
  },
  'Box breathing': {
    title: 'Respiración cuadrada',
    description: 'Inspira en 4, aguanta 4, espira en 4, aguanta 4.',
  },
  'Arm circles': {
    title: 'Círculos de brazos',
    description: 'Brazos en cruz, círculos pequeños que se hacen más grandes.',
  },
  'Mountain climbers': {
    title: 'Escaladores',
    description: 'Desde una plancha alta, lleva por turnos las rodillas hacia el pecho.',
  },
  'Morning wake-up': { title: 'Despertar', description: 'Diez minutos suaves para empezar el día.' },
  'Core builder': { title: 'Core fuerte', description: 'Un core firme para la postura y el equilibrio.' },
  'Lower-body strength': {
    title: 'Fuerza de piernas',
    description: 'Piernas y cadera, con descanso entre rondas.',
  },
  'Balance and stability': {
    title: 'Equilibrio y estabilidad',
    description: 'Menos caídas, más confianza al moverte.',
  },
  'Desk break': { title: 'Pausa activa', description: 'Deshaz una hora sentado en cinco minutos.' },
  'Brisk walk': {
    title: 'Paseo a buen paso',
    description: 'Camina lo bastante rápido para hablar pero no para cantar.',
  },
  'Easy bike ride': { title: 'Paseo en bici', description: 'Ruta llana, ritmo constante.' },
  Swimming: { title: 'Natación', description: 'Cualquier estilo; descansa en el borde cuando lo necesites.' },
  'Gentle yoga class': { title: 'Yoga suave', description: 'Una clase de iniciación o un vídeo en casa.' },
  Gardening: { title: 'Jardinería', description: 'Cavar, rastrillar y plantar también es moverse.' },
  'Memory walk': {
    title: 'Paseo de memoria',
    description: 'Camina por una ruta nueva y recuerda después tres puntos de referencia.',
  },
  'Puzzle time': { title: 'Rato de pasatiempos', description: 'Un crucigrama, un sudoku o un puzle, sin reloj.' },
  'Dance class': {
    title: 'Clase de baile',
    description: 'Aprender pasos entrena a la vez la coordinación y la memoria.',
  },
  'Tai chi': { title: 'Taichí', description: 'Movimientos lentos y fluidos para el equilibrio y la calma.' },
  'Walk with a friend': {
    title: 'Paseo con un amigo',
    description: 'Movimiento y conversación: las dos cosas son buenas para el cerebro.',
  },
  'Easy run': { title: 'Carrera suave', description: 'Ritmo de conversación, zona 2 de frecuencia cardiaca.' },
  'Tempo run': {
    title: 'Carrera a ritmo',
    description: 'Calienta 10 min, 20 min a ritmo exigente pero cómodo, y vuelta a la calma.',
  },
  'Bike intervals': { title: 'Series en bici', description: '6 x 3 min fuerte, 2 min suave.' },
  'Recovery swim': { title: 'Natación de recuperación', description: 'Largos suaves para soltarte tras un día duro.' },
  'Foam rolling': {
    title: 'Rodillo de espuma',
    description: 'Gemelos, cuádriceps, glúteos y espalda alta, un minuto cada uno.',
  },
};

/** A starter definition's translations: its Spanish words when there are (the English ones are its own). */
export const starterTranslations = (title: string) => {
  const es = STARTER_LIBRARY_ES[title];
  return es ? { es } : {};
};
