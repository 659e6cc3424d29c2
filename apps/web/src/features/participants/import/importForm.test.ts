import { describe, expect, it } from 'vitest';
import { fileProblem, importFormSchema } from './importForm';

const file = (name: string, content = 'firstName,lastName,email\n') => new File([content], name);

describe('the import form', () => {
  it('takes a non-empty CSV or XLSX file, by extension in any case', () => {
    expect(fileProblem(file('people.csv'))).toBeNull();
    expect(fileProblem(file('People.XLSX'))).toBeNull();
    expect(fileProblem(file('people.txt'))).toBe('tasks.wrongFileType');
    expect(fileProblem(file('people'))).toBe('tasks.wrongFileType');
    expect(fileProblem(file('empty.csv', ''))).toBe('tasks.emptyFile');
  });

  it('needs an advisor and a good file', () => {
    const good = { practiceId: null, advisorId: 12, file: file('people.csv') };
    expect(importFormSchema.safeParse(good).success).toBe(true);
    expect(importFormSchema.safeParse({ ...good, advisorId: null }).success).toBe(false);
    expect(importFormSchema.safeParse({ ...good, file: null }).success).toBe(false);
    expect(importFormSchema.safeParse({ ...good, file: file('a.pdf') }).success).toBe(false);
  });
});
