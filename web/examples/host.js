// The example host: sizes each Embedding Lab frame from its height messages, logs the API's
// events and sends apply-settings commands. A course site needs only the message listener.
const frames = [...document.querySelectorAll('iframe')];
const log = document.getElementById('log');

function note(frame, message) {
  const { source, ...rest } = message;
  const item = document.createElement('li');
  item.textContent = `${frame.id}: ${JSON.stringify(rest).slice(0, 200)}`;
  log.append(item);
  while (log.children.length > 30) log.firstElementChild.remove();
}

window.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.source !== 'embedding-lab') return;
  const frame = frames.find((f) => f.contentWindow === event.source);
  if (!frame) return;
  if (message.type === 'height') {
    frame.style.height = `${Math.ceil(message.height)}px`;
    frame.dataset.height = String(Math.ceil(message.height));
  } else {
    if (message.type === 'ready') frame.dataset.ready = 'true';
    note(frame, message);
  }
});

for (const button of document.querySelectorAll('button[data-settings]')) {
  button.addEventListener('click', () => {
    const target = document.getElementById('positions');
    target.contentWindow.postMessage(
      { type: 'apply-settings', settings: JSON.parse(button.dataset.settings) },
      '*',
    );
  });
}
