import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../names.js';
import type { Shell } from './Shell.js';

/** /chat: the channel list on the left, the open channel's thread and composer on the right. */
export class ChatPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  text(key: string, vars?: Record<string, string | number>): string {
    return this.shell.text(key, vars);
  }

  get channels(): Locator {
    return this.shell.main.getByRole('list', { name: this.text('chat.channelsLabel') });
  }
  /** A channel's entry (its name, then its unread count), not its actions button. */
  channel(name: string): Locator {
    return this.channels.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
  }
  get newMessageButton(): Locator {
    return this.shell.main.getByRole('button', { name: this.text('chat.newMessage') });
  }
  get picker(): Locator {
    return this.page.getByRole('dialog', { name: this.text('chat.newMessage') });
  }
  /** Opens the contacts picker and starts a direct message with the named contact. */
  async startDirect(contactName: string): Promise<void> {
    await this.newMessageButton.click();
    await this.picker.getByRole('searchbox', { name: this.text('chat.searchContacts') }).fill(contactName);
    await this.picker.getByRole('radio', { name: contactName }).click();
    await this.picker.getByRole('button', { name: this.text('chat.start') }).click();
    await this.picker.waitFor({ state: 'hidden' });
  }

  get thread(): Locator {
    return this.shell.main.getByRole('region', { name: this.text('chat.messagesLabel') });
  }
  /** A message of the thread, by words it shows. */
  message(text: string): Locator {
    return this.thread.getByRole('listitem').filter({ hasText: text });
  }
  get composer(): Locator {
    return this.shell.main.getByRole('textbox', { name: this.text('chat.messageLabel') });
  }
  get askAck(): Locator {
    return this.shell.main.getByRole('switch', { name: this.text('chat.askAck') });
  }
  /** Types the text and presses Enter (Enter sends). */
  async send(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
    await this.message(text).first().waitFor();
  }
  /** Attaches a file through the shell's upload queue; it is sent when stored. */
  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.shell.main.locator('input[type="file"]').setInputFiles(file);
  }
  /** Sends a file of the library, found by its title through the picker's search. */
  async sendFromLibrary(title: string): Promise<void> {
    await this.shell.main.getByRole('button', { name: this.text('chat.attachMedia') }).click();
    await this.pickFromLibrary(this.page.getByRole('dialog', { name: this.text('chat.pickMedia') }), title);
  }
  /** The composer's GIF menu (GIPHY search only when the server has a key; a GIF from the library always). */
  async openGifMenu(): Promise<Locator> {
    await this.shell.main.getByRole('button', { name: this.text('chat.gif.open'), exact: true }).click();
    return this.page.getByRole('menu');
  }
  /** Sends an animated GIF of the library through the GIF menu. */
  async sendGifFromLibrary(title: string): Promise<void> {
    const menu = await this.openGifMenu();
    await menu.getByRole('menuitem', { name: this.text('chat.gif.fromLibrary') }).click();
    await this.pickFromLibrary(this.page.getByRole('dialog', { name: this.text('chat.gif.fromLibrary') }), title);
  }
  /** Picks a library file by its title in an open library picker (which closes). */
  async pickFromLibrary(picker: Locator, title: string): Promise<void> {
    await picker.getByRole('searchbox').fill(title);
    await picker
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) })
      .first()
      .click();
    await picker.waitFor({ state: 'hidden' });
  }
  openMedia(title: string): Locator {
    return this.thread.getByRole('button', { name: this.text('chat.openMedia', { title }) }).last();
  }
  action(message: Locator, key: 'reply' | 'acknowledge' | 'edit' | 'delete'): Locator {
    return message.getByRole('button', { name: this.text(`chat.${key}`), exact: true });
  }
  reaction(message: Locator, type: string): Locator {
    return message.getByRole('button', { name: this.text('chat.react', { type }), exact: false });
  }
  get confirmDelete(): Locator {
    return this.page
      .getByRole('dialog', { name: this.text('chat.deleteTitle') })
      .getByRole('button', { name: this.text('chat.delete') });
  }
}
