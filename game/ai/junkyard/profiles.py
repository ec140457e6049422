"""What sets medium and hard apart: each level's weights, margins and budget."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Profile:
    alpha: float            # weight of the leading opponent (the rest: their mean)
    leader_only: bool       # attacks go to the leader first
    keep_defence: float     # value of a defence card kept for later
    keep_stopper: float     # ... of one that stops an attack outright
    keep_roll: float        # ... of a special played on your own roll
    defence_use: float      # share of an opponent's likely defence an attack expects
    margin: float           # a special is played when it adds this much
    attack_margin: float
    self_attack: str        # "never", "too_high" (5+ above the monkey), "value"
    dead: float             # cards worth less are discarded
    thin_margin: float      # discard down to four cards when it gains this much
    top_or_tall: bool       # defends only the top card or a card with much above it
    threat: bool            # works out each seat's chance to get within reach (`Reach`)
    budget: int


PROFILES = {
    "medium": Profile(alpha=0.5, leader_only=True, keep_defence=0.6, keep_stopper=0.9,
                      keep_roll=0.4, defence_use=0.5, margin=0.25, attack_margin=0.05,
                      self_attack="too_high", dead=0.3, thin_margin=0.1, top_or_tall=True,
                      threat=False, budget=3000),
    "hard": Profile(alpha=0.7, leader_only=False, keep_defence=1.0, keep_stopper=1.6,
                    keep_roll=0.5, defence_use=0.6, margin=0.15, attack_margin=0.05,
                    self_attack="value", dead=0.3, thin_margin=-0.2, top_or_tall=False,
                    threat=True, budget=6000),
}
