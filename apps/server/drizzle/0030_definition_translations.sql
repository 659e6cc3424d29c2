ALTER TABLE "participant_routine_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "routine_definitions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The starter library's Spanish words for a database seeded before them (seed/routines.es.ts): the platform's
-- definitions of these titles that have none, and the calendar items copied from them.
UPDATE "routine_definitions" d SET "translations" = v.translations
FROM (VALUES
  ('Bodyweight squat', '{"es":{"title":"Sentadilla sin peso","description":"Pies a la anchura de los hombros, baja como si te sentaras en una silla, rodillas sobre los pies."}}'::jsonb),
  ('Wall push-up', '{"es":{"title":"Flexión en la pared","description":"Manos en la pared a la altura del pecho; acerca el pecho y luego empuja."}}'::jsonb),
  ('Glute bridge', '{"es":{"title":"Puente de glúteos","description":"Tumbado boca arriba, rodillas dobladas: sube la cadera hasta que el cuerpo quede recto."}}'::jsonb),
  ('Reverse lunge', '{"es":{"title":"Zancada hacia atrás","description":"Da un paso atrás y baja la rodilla de atrás hacia el suelo; alterna las piernas."}}'::jsonb),
  ('Step-up', '{"es":{"title":"Subida al escalón","description":"Sube a un escalón estable con todo el pie; agárrate a la barandilla si hace falta."}}'::jsonb),
  ('Calf raise', '{"es":{"title":"Elevación de talones","description":"Ponte de puntillas, para un momento y baja despacio."}}'::jsonb),
  ('Forearm plank', '{"es":{"title":"Plancha de antebrazos","description":"Codos bajo los hombros, el cuerpo en línea de la cabeza a los talones."}}'::jsonb),
  ('Side plank', '{"es":{"title":"Plancha lateral","description":"Sobre un antebrazo, cadera arriba; apoya las rodillas para hacerlo más fácil."}}'::jsonb),
  ('Bird dog', '{"es":{"title":"Perro de caza","description":"A cuatro patas, estira el brazo y la pierna contrarios; mantén la espalda quieta."}}'::jsonb),
  ('Dead bug', '{"es":{"title":"Bicho muerto","description":"Boca arriba, brazos arriba: baja despacio el brazo y la pierna contrarios."}}'::jsonb),
  ('Sit-to-stand', '{"es":{"title":"Levantarse de la silla","description":"Desde una silla, levántate sin usar las manos y siéntate despacio."}}'::jsonb),
  ('Superman hold', '{"es":{"title":"Superman","description":"Boca abajo, levanta un poco los brazos y las piernas del suelo."}}'::jsonb),
  ('Hamstring stretch', '{"es":{"title":"Estiramiento de isquiotibiales","description":"Talón en un escalón bajo, inclínate desde la cadera con la espalda recta."}}'::jsonb),
  ('Standing quad stretch', '{"es":{"title":"Estiramiento de cuádriceps de pie","description":"Sujeta un tobillo detrás de ti, rodillas juntas, cadera hacia delante."}}'::jsonb),
  ('Hip flexor stretch', '{"es":{"title":"Estiramiento del flexor de la cadera","description":"Con una rodilla en el suelo, mete la pelvis y desplázate suavemente hacia delante."}}'::jsonb),
  ('Chest opener', '{"es":{"title":"Apertura de pecho","description":"Manos juntas a la espalda, levanta el pecho y junta los hombros."}}'::jsonb),
  ('Cat-cow', '{"es":{"title":"Gato-vaca","description":"A cuatro patas, redondea la espalda y luego arquéala, al ritmo de la respiración."}}'::jsonb),
  ('Child''s pose', '{"es":{"title":"Postura del niño","description":"Rodillas separadas, siéntate sobre los talones y estira los brazos hacia delante."}}'::jsonb),
  ('Neck rolls', '{"es":{"title":"Giros de cuello","description":"Medios círculos lentos con la cabeza, de un hombro al otro."}}'::jsonb),
  ('Shoulder rolls', '{"es":{"title":"Círculos de hombros","description":"Sube los hombros, llévalos atrás y bájalos; luego al revés."}}'::jsonb),
  ('Ankle circles', '{"es":{"title":"Círculos de tobillo","description":"Sentado, dibuja círculos con cada pie en los dos sentidos."}}'::jsonb),
  ('Thoracic rotation', '{"es":{"title":"Rotación torácica","description":"Sentado y erguido, brazos cruzados, gira el tronco de un lado a otro."}}'::jsonb),
  ('Marching in place', '{"es":{"title":"Marcha en el sitio","description":"Sube las rodillas a la altura de la cadera y mueve los brazos."}}'::jsonb),
  ('Jumping jacks', '{"es":{"title":"Saltos de tijera","description":"Salta abriendo los pies con los brazos arriba; da un paso en vez de saltar si lo necesitas."}}'::jsonb),
  ('High knees', '{"es":{"title":"Rodillas arriba","description":"Corre en el sitio subiendo las rodillas; mantente ligero sobre los pies."}}'::jsonb),
  ('Single-leg stand', '{"es":{"title":"Equilibrio a una pierna","description":"Ponte sobre una pierna cerca de una pared; cambia de pierna."}}'::jsonb),
  ('Heel-to-toe walk', '{"es":{"title":"Caminar talón con punta","description":"Camina en línea recta, el talón tocando la punta del otro pie."}}'::jsonb),
  ('Box breathing', '{"es":{"title":"Respiración cuadrada","description":"Inspira en 4, aguanta 4, espira en 4, aguanta 4."}}'::jsonb),
  ('Arm circles', '{"es":{"title":"Círculos de brazos","description":"Brazos en cruz, círculos pequeños que se hacen más grandes."}}'::jsonb),
  ('Mountain climbers', '{"es":{"title":"Escaladores","description":"Desde una plancha alta, lleva por turnos las rodillas hacia el pecho."}}'::jsonb),
  ('Morning wake-up', '{"es":{"title":"Despertar","description":"Diez minutos suaves para empezar el día."}}'::jsonb),
  ('Core builder', '{"es":{"title":"Core fuerte","description":"Un core firme para la postura y el equilibrio."}}'::jsonb),
  ('Lower-body strength', '{"es":{"title":"Fuerza de piernas","description":"Piernas y cadera, con descanso entre rondas."}}'::jsonb),
  ('Balance and stability', '{"es":{"title":"Equilibrio y estabilidad","description":"Menos caídas, más confianza al moverte."}}'::jsonb),
  ('Desk break', '{"es":{"title":"Pausa activa","description":"Deshaz una hora sentado en cinco minutos."}}'::jsonb),
  ('Brisk walk', '{"es":{"title":"Paseo a buen paso","description":"Camina lo bastante rápido para hablar pero no para cantar."}}'::jsonb),
  ('Easy bike ride', '{"es":{"title":"Paseo en bici","description":"Ruta llana, ritmo constante."}}'::jsonb),
  ('Swimming', '{"es":{"title":"Natación","description":"Cualquier estilo; descansa en el borde cuando lo necesites."}}'::jsonb),
  ('Gentle yoga class', '{"es":{"title":"Yoga suave","description":"Una clase de iniciación o un vídeo en casa."}}'::jsonb),
  ('Gardening', '{"es":{"title":"Jardinería","description":"Cavar, rastrillar y plantar también es moverse."}}'::jsonb),
  ('Memory walk', '{"es":{"title":"Paseo de memoria","description":"Camina por una ruta nueva y recuerda después tres puntos de referencia."}}'::jsonb),
  ('Puzzle time', '{"es":{"title":"Rato de pasatiempos","description":"Un crucigrama, un sudoku o un puzle, sin reloj."}}'::jsonb),
  ('Dance class', '{"es":{"title":"Clase de baile","description":"Aprender pasos entrena a la vez la coordinación y la memoria."}}'::jsonb),
  ('Tai chi', '{"es":{"title":"Taichí","description":"Movimientos lentos y fluidos para el equilibrio y la calma."}}'::jsonb),
  ('Walk with a friend', '{"es":{"title":"Paseo con un amigo","description":"Movimiento y conversación: las dos cosas son buenas para el cerebro."}}'::jsonb),
  ('Easy run', '{"es":{"title":"Carrera suave","description":"Ritmo de conversación, zona 2 de frecuencia cardiaca."}}'::jsonb),
  ('Tempo run', '{"es":{"title":"Carrera a ritmo","description":"Calienta 10 min, 20 min a ritmo exigente pero cómodo, y vuelta a la calma."}}'::jsonb),
  ('Bike intervals', '{"es":{"title":"Series en bici","description":"6 x 3 min fuerte, 2 min suave."}}'::jsonb),
  ('Recovery swim', '{"es":{"title":"Natación de recuperación","description":"Largos suaves para soltarte tras un día duro."}}'::jsonb),
  ('Foam rolling', '{"es":{"title":"Rodillo de espuma","description":"Gemelos, cuádriceps, glúteos y espalda alta, un minuto cada uno."}}'::jsonb)
) AS v(title, translations)
WHERE d."company_id" IS NULL AND d."title" = v.title AND d."translations" = '{}'::jsonb;--> statement-breakpoint
UPDATE "participant_routine_items" i SET "translations" = d."translations"
FROM "routine_definitions" d
WHERE d."tenant_id" = i."tenant_id" AND d."id" = i."definition_id" AND d."company_id" IS NULL
  AND i."title" = d."title" AND i."translations" = '{}'::jsonb AND d."translations" <> '{}'::jsonb;
