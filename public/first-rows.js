// @ts-check
// Paints the newest blocked messages, live or archived, from the request early-data.js sent,
// before the app's code has run: on a cold load the list's first records arrive long before React
// can render them.
// What is painted is text only (no avatar or media is fetched: the app hides media until asked)
// and is not interactive. When React first renders the page, its loading placeholder takes the
// painted rows in (`data-first-rows-slot`) until its own rows replace them; any other page makes
// the painted view go. The record fields mirror src/features/blocked-messages/record-fields.ts;
// src/features/blocked-messages/first-rows.test.ts holds them equal.
(function () {
  const early = window.__earlyResponse;
  // The app's first batch is 25 records too: a screenful on any screen.
  const FIRST_ROWS = 25;
  // Past this much text without the records, this is not the answer expected: paint nothing.
  const MAX_SCANNED = 4 * 1024 * 1024;

  /**
   * Reads JSON text in pieces and collects the first `max` elements of the top-level "data"
   * array as soon as each is complete. `feed` answers true once it has them all (or the array
   * ended): the rest of the answer is not needed.
   * @param {number} max
   */
  function firstRecordsReader(max) {
    /** @type {unknown[]} */
    const records = [];
    let text = '';
    let at = 0;
    let depth = 0;
    let inString = false;
    let escaped = false;
    let stringStart = -1;
    let lastKey = '';
    let inData = false;
    let itemStart = -1;
    /** @param {string} piece */
    function feed(piece) {
      text += piece;
      for (; at < text.length; at++) {
        const c = text[at];
        if (inString) {
          if (escaped) escaped = false;
          else if (c === '\\') escaped = true;
          else if (c === '"') {
            inString = false;
            if (depth === 1) lastKey = text.slice(stringStart + 1, at);
          }
        } else if (c === '"') {
          inString = true;
          stringStart = at;
        } else if (c === '{' || c === '[') {
          if (depth === 1 && c === '[' && lastKey === 'data') inData = true;
          else if (inData && depth === 2) itemStart = at;
          depth++;
        } else if (c === '}' || c === ']') {
          depth--;
          if (inData && depth === 1) return true;
          if (inData && depth === 2) {
            records.push(JSON.parse(text.slice(itemStart, at + 1)));
            if (records.length >= max) return true;
          }
        }
      }
      if (text.length > MAX_SCANNED) throw new Error(`no records in the first ${MAX_SCANNED} characters`);
      return false;
    }
    return { feed, records };
  }

  /** @param {any} value @returns {Record<string, any>} */
  function object(value) {
    return value !== null && typeof value === 'object' ? value : {};
  }

  /** @param {any} value @returns {string | undefined} */
  function text(value) {
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }

  /** @param {Record<string, any>} entity */
  function displayName(entity) {
    return text(entity.name)?.trim() || text(entity.uid) || text(entity.guid) || 'unknown';
  }

  /** @param {any} blockedAt */
  function blockedAtSeconds(blockedAt) {
    if (typeof blockedAt === 'number') return Math.floor(blockedAt);
    const seconds = typeof blockedAt === 'string' ? /^(\d+)(?:\.\d+)?$/.exec(blockedAt)?.[1] : undefined;
    return seconds === undefined ? undefined : Number(seconds);
  }

  // A decision the archive keeps beside a record, as the archive's status chip says it
  // (src/features/blocked-messages/archive/archive-decision.ts, decidedStatus).
  const APPROVED = ['approve', 'approved', 'review', 'reviewed'];
  const REJECTED = ['reject', 'rejected', 'disapprove', 'disapproved'];
  /** @param {string | undefined} word */
  function decidedChip(word) {
    if (word === undefined) return undefined;
    if (APPROVED.includes(word)) return 'approved';
    return REJECTED.includes(word) ? 'marked reviewed' : undefined;
  }

  /**
   * The words of one row, from one raw record at `position` in the list.
   * @param {unknown} raw @param {number} position
   */
  function rowOf(raw, position) {
    const record = object(raw);
    const message = object(record.message);
    const data = object(message.data);
    const entities = object(data.entities);
    const isGroup = message.receiverType === 'group' || object(entities.receiver).entityType === 'group';
    const sender = object(object(entities.sender).entity ?? { uid: message.sender });
    const receiver = object(
      object(entities.receiver).entity ?? (isGroup ? { guid: message.receiver } : { uid: message.receiver }),
    );
    const at = record.createdAt ?? blockedAtSeconds(record.blockedAt) ?? message.sentAt;
    const isCustom = message.category === 'custom';
    const revision = /(\d+)$/.exec(text(record.revisionId) ?? '')?.[1];
    return {
      id: message.id === undefined ? `#${position + 1}` : String(message.id),
      at: typeof at === 'number' && Number.isFinite(at) ? at : undefined,
      senderName: displayName(sender),
      senderId: text(sender.uid ?? sender.guid),
      receiverName: displayName(receiver),
      conversation: text(message.conversationId ?? object(object(entities.receiver).entity).conversationId),
      type: isCustom ? `custom: ${text(message.type) ?? 'unknown type'}` : (text(message.type) ?? 'unknown type'),
      // A custom message's words are in its payload: the app's own row shows them.
      words: isCustom ? undefined : text(data.text),
      rule: text(record.ruleName ?? record.ruleId) ?? 'unknown rule',
      revision: revision === undefined ? undefined : `rev ${Number(revision)}`,
      status: decidedChip(text(object(record.archiveDecision).status)) ?? text(object(data.moderation).status),
    };
  }

  const UNITS = /** @type {const} */ ([
    ['year', 31536000],
    ['month', 2592000],
    ['week', 604800],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ]);
  const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'long' });

  /** "4 weeks ago", as the app says it (src/lib/format-time.ts). @param {number} seconds @param {number} nowMs */
  function ago(seconds, nowMs) {
    const diff = seconds - nowMs / 1000;
    const abs = Math.abs(diff);
    const unit = abs < 45 ? undefined : UNITS.find(([, size]) => abs >= size);
    return unit ? relative.format(Math.sign(diff) * Math.round(abs / unit[1]), unit[0]) : relative.format(0, 'second');
  }

  /** @param {string} tag @param {string} className @param {string} [words] */
  function el(tag, className, words) {
    const node = document.createElement(tag);
    node.className = className;
    if (words) node.textContent = words;
    return node;
  }

  /** @param {string} role @param {string} first @param {string} [second] */
  function cell(role, first, second) {
    const node = el('div', 'first-rows-cell');
    node.setAttribute('role', role);
    node.append(el('div', 'first-rows-strong', first));
    if (second) node.append(el('div', 'first-rows-dim', second));
    return node;
  }

  /** @param {string} className @param {number} index @param {HTMLElement[]} cells */
  function row(className, index, cells) {
    const node = el('div', className);
    node.setAttribute('role', 'row');
    node.setAttribute('aria-rowindex', String(index));
    node.append(...cells);
    return node;
  }

  // What the page says of itself, as the app's page header does (live, or the archive's).
  const PAGES = {
    live: { label: 'Newest blocked messages', description: 'What automatic moderation stopped, and why.' },
    archive: {
      label: 'Newest archived blocked messages',
      description: 'Everything this dashboard has kept, searched on the server.',
    },
  };
  const list = early?.list === 'archive' ? 'archive' : 'live';
  const words = PAGES[list];

  /** @param {ReturnType<typeof rowOf>[]} rows */
  function table(rows) {
    const node = el('div', 'first-rows-table');
    node.setAttribute('role', 'table');
    node.setAttribute('aria-label', `${words.label} (the page is still loading)`);
    node.setAttribute('aria-busy', 'true');
    const names = ['Message', 'Sender', 'Receiver and conversation', 'Content', 'Rule', 'Status'];
    node.append(
      row(
        'first-rows-row first-rows-header',
        1,
        names.map((name) => cell('columnheader', name)),
      ),
    );
    const now = Date.now();
    rows.forEach((r, i) => {
      node.append(
        row('first-rows-row', i + 2, [
          cell('cell', r.id, r.at === undefined ? 'unknown time' : ago(r.at, now)),
          cell('cell', r.senderName, r.senderId),
          cell('cell', r.receiverName, r.conversation),
          cell('cell', r.type, r.words),
          cell('cell', r.rule, r.revision),
          cell('cell', r.status ?? ''),
        ]),
      );
    });
    return node;
  }

  /** The page's frame around the rows until the app renders its own. @param {HTMLElement} rows */
  function page(rows) {
    const view = el('div', `first-rows first-rows-${list}`);
    const bar = el('header', 'first-rows-bar');
    bar.append(el('span', 'first-rows-strong', 'Moderation dashboard'));
    const main = el('main', 'first-rows-main');
    main.append(
      el('h1', 'first-rows-title', 'Blocked messages'),
      el('p', 'first-rows-description', words.description),
      el('div', 'first-rows-controls'),
      rows,
    );
    view.append(bar, main);
    return view;
  }

  /** Whether the app has rendered a page (its theme's style elements come first, alone). @param {HTMLElement} root */
  const rendered = (root) => Array.from(root.children).some((child) => child.tagName !== 'STYLE');

  /**
   * Hands the rows over on the app's first render: into its placeholder on this page, away on
   * any other (sign-in, an error, another route).
   * @param {HTMLElement} view @param {HTMLElement} rows @param {HTMLElement} root
   */
  function handOver(view, rows, root) {
    const observer = new MutationObserver(() => {
      if (!rendered(root)) return;
      const slot = root.querySelector('[data-first-rows-slot]');
      observer.disconnect();
      if (slot) slot.append(rows);
      view.remove();
    });
    observer.observe(root, { childList: true, subtree: true });
  }

  /** @param {ReturnType<typeof rowOf>[]} rows */
  function paint(rows) {
    const root = document.getElementById('root');
    if (!root || rows.length === 0) return;
    if (rendered(root)) {
      // The app came first: while its placeholder is still there (its own rows come through its
      // worker, later), the rows go straight into it. Once its rows are in, there is no slot.
      const slot = root.querySelector('[data-first-rows-slot]');
      if (slot && slot.childElementCount === 0) slot.append(table(rows));
      return;
    }
    const node = table(rows);
    const view = page(node);
    root.before(view);
    handOver(view, node, root);
  }

  /** @param {Response | undefined} response @returns {Promise<unknown[]>} */
  async function readFirstRecords(response) {
    if (!response?.body) return [];
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const { feed, records } = firstRecordsReader(FIRST_ROWS);
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done || feed(chunk.value)) return records;
      }
    } finally {
      void reader.cancel();
    }
  }

  // For the tests, which run this file without a page; the build leaves it out (scripts/test-hooks.ts).
  /* test-hook */ window.__firstRows = { firstRecordsReader, rowOf, ago }; /* end test-hook */
  const startApp = () => window.__startApp?.();
  if (!early?.copy) startApp();
  early?.copy
    ?.then(readFirstRecords)
    .then((records) => paint(records.map(rowOf)))
    .catch(() => {
      // Painting early is a head start only: the app shows the list, or what went wrong, itself.
    })
    // The app's code runs once the rows are on screen (or there are none to paint).
    .finally(startApp);
})();
