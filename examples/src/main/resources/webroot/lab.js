'use strict';
// The back-pressure lab: runs a scenario on the server (GET /lab/run, Server-Sent Events) and draws its counters.
(function () {
  const $ = (id) => document.getElementById(id);
  const COLORS = {
    produced: '#5b9dff', delivered: '#3ecf8e', dropped: '#ff6b6b', demand: '#f5c542', buffered: '#b48cff'
  };
  const strategies = {};
  const state = { status: 'idle', snapshot: null, samples: [], failure: null, source: null };
  window.labState = state; // read by the browser test, handy in the console too

  // the sliders are logarithmic: 0..300 maps to 1..1000 items per second
  const rateOf = (slider) => Math.max(1, Math.round(Math.pow(10, slider.value / 100)));

  function showRates() {
    $('producer-value').textContent = rateOf($('producer'));
    $('consumer-value').textContent = rateOf($('consumer'));
  }

  function showStrategy() {
    const strategy = strategies[$('strategy').value];
    if (strategy) {
      $('pipeline-code').textContent = strategy.code.replace(/\)\./g, ')\n    .');
      $('strategy-description').textContent = strategy.description;
    }
  }

  function setStatus(status, text) {
    state.status = status;
    const element = $('status');
    element.className = 'status ' + status;
    element.dataset.status = status;
    element.textContent = text;
  }

  function setCounter(name, value) {
    const element = $('count-' + name);
    element.dataset.value = value;
    element.textContent = value.toLocaleString('en');
  }

  // items per second over the last second of samples
  function rate(name) {
    const samples = state.samples;
    if (samples.length < 2) return 0;
    const last = samples[samples.length - 1];
    let first = samples[0];
    for (let i = samples.length - 1; i >= 0; i--) {
      first = samples[i];
      if (last.elapsedMillis - samples[i].elapsedMillis >= 1000) break;
    }
    const seconds = (last.elapsedMillis - first.elapsedMillis) / 1000;
    return seconds > 0 ? Math.round((last[name] - first[name]) / seconds) : 0;
  }

  function show(snapshot) {
    state.snapshot = snapshot;
    state.samples.push(snapshot);
    ['produced', 'delivered', 'demand', 'buffered', 'dropped'].forEach((name) => setCounter(name, snapshot[name]));
    $('rate-produced').textContent = rate('produced') + ' /s';
    $('rate-delivered').textContent = rate('delivered') + ' /s, ' + snapshot.processed.toLocaleString('en') + ' processed';
    $('requested-total').textContent = snapshot.requested.toLocaleString('en') + ' requested in total';
    $('rate-dropped').textContent = rate('dropped') + ' /s';
    const strategy = $('strategy').value;
    $('buffer-capacity').textContent = (strategy === 'buffer' || strategy === 'emitter-buffer')
      ? 'capacity ' + $('buffer').value : '';
    draw();
  }

  function run() {
    stop();
    state.samples = [];
    state.failure = null;
    const query = new URLSearchParams({
      strategy: $('strategy').value,
      producer: rateOf($('producer')),
      consumer: rateOf($('consumer')),
      window: $('window').value,
      buffer: $('buffer').value,
      seconds: $('seconds').value
    });
    const label = strategies[$('strategy').value] ? strategies[$('strategy').value].label : $('strategy').value;
    setStatus('running', 'Running ' + label + ': producer ' + query.get('producer') + '/s, consumer '
      + query.get('consumer') + '/s, window ' + query.get('window'));
    const source = new EventSource('/lab/run?' + query);
    state.source = source;
    source.addEventListener('counters', (event) => show(JSON.parse(event.data)));
    source.addEventListener('end', (event) => {
      const snapshot = JSON.parse(event.data);
      show(snapshot);
      finish(snapshot);
    });
    source.onerror = () => {
      if (state.source === source) {
        finishWith('failed', 'The connection to the server was lost.');
      }
    };
    $('run').disabled = true;
    $('stop').disabled = false;
  }

  function finish(snapshot) {
    if (snapshot.status === 'failed') {
      state.failure = snapshot.failure;
      finishWith('failed', 'The stream failed: ' + snapshot.failure);
    } else {
      finishWith('completed', 'Completed after ' + (snapshot.elapsedMillis / 1000).toFixed(1) + ' s: '
        + snapshot.delivered.toLocaleString('en') + ' delivered, ' + snapshot.dropped.toLocaleString('en') + ' dropped.');
    }
  }

  function finishWith(status, text) {
    closeSource();
    setStatus(status, text);
    $('run').disabled = false;
    $('stop').disabled = true;
  }

  function closeSource() {
    if (state.source) {
      state.source.close(); // closing the connection cancels the pipeline on the server
      state.source = null;
    }
  }

  function stop() {
    if (state.source) {
      finishWith('completed', 'Stopped: closing the connection cancelled the pipeline on the server.');
    }
  }

  function prepare(canvas) {
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth || canvas.width;
    const height = canvas.height / (canvas.dataset.ratio || 1);
    canvas.dataset.ratio = ratio;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    const context = canvas.getContext('2d');
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    return { context, width, height };
  }

  function niceMax(value) {
    if (value <= 4) return 4;
    const magnitude = Math.pow(10, Math.floor(Math.log10(value)));
    for (const step of [1, 2, 4, 8, 10]) { // four grid intervals: round labels
      if (step * magnitude >= value) return step * magnitude;
    }
    return 10 * magnitude;
  }

  function chart(canvas, title, names, filled) {
    const { context, width, height } = prepare(canvas);
    const left = 56, right = 16, top = 30, bottom = 26;
    const plotWidth = width - left - right, plotHeight = height - top - bottom;
    const samples = state.samples;
    const span = Math.max(10000, samples.length ? samples[samples.length - 1].elapsedMillis : 0);
    let max = 0;
    samples.forEach((s) => names.forEach((name) => { max = Math.max(max, s[name]); }));
    max = niceMax(max);
    const x = (millis) => left + plotWidth * millis / span;
    const y = (value) => top + plotHeight * (1 - value / max);

    context.clearRect(0, 0, width, height);
    context.font = '12px system-ui, sans-serif';
    context.fillStyle = '#e6ebf5';
    context.fillText(title, left, 18);
    // grid and axes
    context.strokeStyle = '#222c3f';
    context.fillStyle = '#8d99b3';
    context.lineWidth = 1;
    for (let i = 0; i <= 4; i++) {
      const value = max * i / 4;
      context.beginPath();
      context.moveTo(left, y(value) + .5);
      context.lineTo(left + plotWidth, y(value) + .5);
      context.stroke();
      context.fillText(Math.round(value).toLocaleString('en'), 6, y(value) + 4);
    }
    const secondsStep = span > 60000 ? 10 : span > 20000 ? 5 : 1;
    for (let second = 0; second * 1000 <= span; second += secondsStep) {
      context.fillText(second + 's', x(second * 1000) - 6, height - 8);
    }
    // legend
    let legendX = left + plotWidth;
    names.slice().reverse().forEach((name) => {
      const text = name;
      legendX -= context.measureText(text).width + 26;
      context.fillStyle = COLORS[name];
      context.fillRect(legendX, 9, 12, 12);
      context.fillStyle = '#c9d2e3';
      context.fillText(text, legendX + 16, 19);
    });
    // series
    names.forEach((name) => {
      if (!samples.length) return;
      context.beginPath();
      samples.forEach((s, i) => {
        if (i === 0) context.moveTo(x(s.elapsedMillis), y(s[name]));
        else context.lineTo(x(s.elapsedMillis), y(s[name]));
      });
      context.strokeStyle = COLORS[name];
      context.lineWidth = 2.2;
      context.stroke();
      if (filled) {
        context.lineTo(x(samples[samples.length - 1].elapsedMillis), y(0));
        context.lineTo(x(samples[0].elapsedMillis), y(0));
        context.closePath();
        context.globalAlpha = 0.14;
        context.fillStyle = COLORS[name];
        context.fill();
        context.globalAlpha = 1;
      }
    });
  }

  function draw() {
    chart($('totals'), 'Items since the start', ['produced', 'delivered', 'dropped'], false);
    chart($('inflight'), 'In flight now', ['demand', 'buffered'], true);
  }

  // a scenario can be shared as a link: /?strategy=buffer&producer=200&consumer=10&window=4&buffer=32&run
  function applyQuery() {
    const query = new URLSearchParams(window.location.search);
    const slider = (rate) => String(Math.round(100 * Math.log10(Math.min(1000, Math.max(1, Number(rate) || 1)))));
    if (query.has('strategy')) $('strategy').value = query.get('strategy');
    if (query.has('producer')) $('producer').value = slider(query.get('producer'));
    if (query.has('consumer')) $('consumer').value = slider(query.get('consumer'));
    ['window', 'buffer', 'seconds'].forEach((name) => { if (query.has(name)) $(name).value = query.get(name); });
    return query.has('run');
  }

  $('producer').addEventListener('input', showRates);
  $('consumer').addEventListener('input', showRates);
  $('strategy').addEventListener('change', showStrategy);
  $('run').addEventListener('click', run);
  $('stop').addEventListener('click', stop);
  window.addEventListener('resize', draw);
  const runNow = applyQuery();
  showRates();
  draw();
  if (runNow) run();
  fetch('/lab/strategies')
    .then((response) => response.json())
    .then((list) => {
      list.forEach((strategy) => { strategies[strategy.id] = strategy; });
      showStrategy();
    });
})();
