// The npm package uno-engine, played by the random policy, for benchmarks/bench.py.
//
//     node benchmarks/uno_engine.js PLAYERS PATH_TO_UNO_ENGINE
//
// Reads lines "SECONDS FIRST_GAME" on standard input; for each, plays whole games
// (rounds: until a hand is empty) for that long and answers "GAMES ACTIONS". The
// policy: a uniformly random one of the distinct playable cards in the hand (a wild
// names a random colour), otherwise draw, then play the drawn card if it can be
// played, else pass; UNO is called when going down to one card. The package shuffles
// with Math.random, so its games are not seeded.
"use strict";
const readline = require("readline");

const players = Number(process.argv[2]);
const { Game, Color } = require(process.argv[3]);
const names = Array.from({ length: players }, (_, i) => `p${i}`);
const colors = [Color.RED, Color.BLUE, Color.GREEN, Color.YELLOW];

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

function playable(game, player) {
  const top = game.discardedCard;
  const seen = new Set();
  const out = [];
  for (const card of player.hand) {
    const key = card.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    if (card.isWildCard() || card.matches(top)) out.push(card);
  }
  return out;
}

function play(game, card) {
  if (card.isWildCard()) card.color = pick(colors);
  if (game.currentPlayer.hand.length === 2) game.uno();
  game.play(card);
}

function oneGame() {
  const game = new Game(names);
  let over = false;
  game.on("end", () => { over = true; });
  let actions = 0;
  while (!over) {
    const player = game.currentPlayer;
    const cards = playable(game, player);
    if (cards.length) {
      play(game, pick(cards));
    } else {
      game.draw();
      actions += 1;
      const drawn = player.hand[player.hand.length - 1];
      if (drawn.isWildCard() || drawn.matches(game.discardedCard)) {
        play(game, drawn);
      } else {
        game.pass();
      }
    }
    actions += 1;
  }
  return actions;
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const seconds = Number(line.trim().split(/\s+/)[0]);
  const end = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  let games = 0;
  let actions = 0;
  while (process.hrtime.bigint() < end) {
    actions += oneGame();
    games += 1;
  }
  process.stdout.write(`${games} ${actions}\n`);
});
