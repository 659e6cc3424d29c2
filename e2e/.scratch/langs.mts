import { demoPerson } from '../../apps/server/src/seed/people.ts';
for (const t of ['default', 'brain', 'performance']) {
  const out: string[] = [];
  ['owner','admin','consultant','consultant2','companyadmin','advisor'].forEach((k, i) => out.push(`${k}:${demoPerson(i + 1, t.length).language}`));
  out.push(`team:${demoPerson(8, t.length).language}`);
  out.push(`participant:${demoPerson(20, t.length * 5).language}`);
  console.log(t, out.join(' '));
}
