"""Shared colours for all generated art (and for the UI code to mirror)."""

# Seat colours, index = seat number. The UI uses exactly this list.
SEAT_COLOURS = [
    (230, 57, 70),    # 0 red
    (29, 119, 214),   # 1 blue
    (46, 170, 86),    # 2 green
    (247, 183, 36),   # 3 yellow
    (142, 68, 173),   # 4 purple
    (240, 128, 40),   # 5 orange
    (20, 170, 170),   # 6 teal
    (230, 110, 170),  # 7 pink
]
SEAT_NAMES = ["red", "blue", "green", "yellow", "purple", "orange", "teal", "pink"]

INK = (38, 28, 44)            # the dark outline colour used everywhere
WHITE = (255, 255, 255)
CREAM = (255, 246, 224)
SHADOW = (0, 0, 0)

# Suits of the piecepack coins: colour + a distinct shape each.
SUIT_COLOURS = {
    "suns": (245, 140, 20),    # orange-gold sun with rays
    "moons": (40, 80, 190),    # deep blue crescent
    "crowns": (150, 60, 180),  # royal purple crown
    "arms": (30, 140, 70),     # forest green fleur-de-lis
}
SUITS = ["suns", "moons", "crowns", "arms"]
VALUES = ["null", "ace", "2", "3", "4", "5"]

# Coin metal / face
COIN_FACE = (255, 244, 214)
COIN_FACE_SHADE = (240, 220, 170)
COIN_RIM = (232, 178, 58)
COIN_RIM_DARK = (190, 128, 30)
COIN_RIM_LIGHT = (255, 222, 120)
COIN_NUMERAL = (52, 44, 86)

# Monkey
FUR = (150, 92, 46)
FUR_DARK = (112, 64, 30)
FUR_LIGHT = (184, 124, 70)
SKIN = (250, 214, 168)
SKIN_SHADE = (232, 186, 136)
MOUTH = (150, 40, 50)
TONGUE = (240, 110, 120)
CHEEK = (248, 150, 140)

# Jungle greens
LEAF = [(46, 150, 70), (66, 176, 80), (30, 120, 70), (96, 190, 90), (24, 100, 60)]
BANANA = (255, 214, 50)
BANANA_DARK = (220, 160, 20)
WOOD = (170, 110, 60)
WOOD_DARK = (120, 72, 36)
WOOD_LIGHT = (205, 150, 90)
SKY = (130, 205, 245)


def lighten(c, f=0.35):
    return tuple(int(round(v + (255 - v) * f)) for v in c[:3])


def darken(c, f=0.25):
    return tuple(int(round(v * (1 - f))) for v in c[:3])


def mix(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))
