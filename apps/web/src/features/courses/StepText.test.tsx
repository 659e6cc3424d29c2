import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepText } from './StepText';

describe('StepText', () => {
  it('renders Markdown: emphasis, headings under the page’s, lists', () => {
    const { container } = render(
      <StepText text={'# Sleep\n\nGo to bed **on time**, _every_ night.\n\n- dark\n- cool'} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Sleep' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('on time');
    expect(container.querySelector('em')?.textContent).toBe('every');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['dark', 'cool']);
  });

  it('shows raw HTML as the text it is: a script never becomes an element', () => {
    const { container } = render(
      <StepText text={'Hello <script>alert("x")</script> and <img src=x onerror="alert(1)">'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert("x")</script>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('links only to web addresses, opened apart with rel noopener', () => {
    const { container } = render(
      <StepText text={'[safe](https://example.com/a) [bad](javascript:alert(1)) [data](data:text/html,x)'} />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a']);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toContain('bad');
    expect(container.textContent).toContain('data');
  });

  it('shows a picture’s words, never loads it', () => {
    const { container } = render(<StepText text={'![a tracking pixel](https://example.com/p.gif)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('a tracking pixel');
  });
});
