"""Synthetic FIFA 19 player table in the layout of Kaggle's "FIFA 19 complete player dataset".

Writes data/data.csv beside this file from a fixed seed: the 89 columns of the original file
(an unnamed index column first, then ID, Name, Age, Photo, ..., the 26 position ratings as
'64+2' strings, the 34 attributes as floats, Release Clause), players sorted by Overall as in
the original, money written as '€110.5M' / '€725K' / '€0'. Quirks kept from the original: a
few free agents with no club and a value and wage of €0, loaned players with a 'Loaned From'
club and no 'Joined' date, and a handful of rows without any stats (no position, foot,
reputation, height, weight or attributes). A few well-known players and the Everton squad are
under their real names; their ratings, values and wages and all the other players are generated.
Re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"

# club, sofifa team id, mean overall of the first team
CLUBS = [
    ("FC Barcelona", 241, 82), ("Real Madrid", 243, 82), ("Juventus", 45, 81),
    ("Paris Saint-Germain", 73, 80), ("Manchester City", 10, 81), ("Manchester United", 11, 79),
    ("Chelsea", 5, 79), ("Liverpool", 9, 79), ("Tottenham Hotspur", 18, 78), ("Arsenal", 1, 77),
    ("FC Bayern München", 21, 81), ("Borussia Dortmund", 22, 76), ("Atlético Madrid", 240, 79),
    ("Napoli", 48, 77), ("Inter", 44, 77), ("Milan", 47, 76), ("Roma", 52, 76), ("Lazio", 46, 75),
    ("Olympique Lyonnais", 66, 75), ("Olympique de Marseille", 219, 74), ("AS Monaco", 69, 74),
    ("Valencia CF", 461, 76), ("Sevilla FC", 481, 75), ("Villarreal CF", 483, 74),
    ("Real Betis", 449, 74), ("Athletic Club de Bilbao", 448, 74), ("Real Sociedad", 457, 74),
    ("RB Leipzig", 112172, 75), ("Bayer 04 Leverkusen", 32, 75), ("FC Schalke 04", 34, 75),
    ("Borussia Mönchengladbach", 23, 74), ("TSG 1899 Hoffenheim", 10029, 74),
    ("VfL Wolfsburg", 175, 73), ("Eintracht Frankfurt", 1824, 73), ("SV Werder Bremen", 38, 72),
    ("Hertha BSC", 166, 72), ("VfB Stuttgart", 36, 72), ("Everton", 7, 0),
    ("Leicester City", 95, 74), ("West Ham United", 19, 74), ("Wolverhampton Wanderers", 110, 73),
    ("Crystal Palace", 1799, 73), ("Southampton", 17, 72), ("Newcastle United", 13, 72),
    ("Watford", 1795, 72), ("Burnley", 1796, 72), ("AFC Bournemouth", 1943, 72),
    ("Fulham", 144, 72), ("Brighton & Hove Albion", 1808, 71), ("Huddersfield Town", 1939, 70),
    ("Cardiff City", 1961, 70), ("Atalanta", 39, 74), ("Torino", 54, 74), ("Fiorentina", 110374, 74),
    ("Sampdoria", 1837, 73), ("Sassuolo", 111974, 72), ("Genoa", 110556, 72), ("Udinese", 55, 71),
    ("Bologna", 189, 71), ("Cagliari", 1842, 70), ("Getafe CF", 1860, 73), ("RCD Espanyol", 452, 73),
    ("Girona FC", 110062, 72), ("Celta Vigo", 450, 73), ("Levante UD", 1853, 71),
    ("Deportivo Alavés", 463, 71), ("SD Eibar", 467, 71), ("Real Valladolid CF", 462, 70),
    ("OGC Nice", 72, 73), ("Montpellier HSC", 70, 71), ("LOSC Lille", 65, 72),
    ("Stade Rennais FC", 74, 72), ("Girondins de Bordeaux", 59, 72), ("FC Nantes", 71, 70),
    ("AS Saint-Étienne", 1819, 72), ("Toulouse Football Club", 1809, 69),
    ("Ajax", 245, 74), ("PSV", 247, 73), ("Feyenoord", 246, 72), ("SL Benfica", 234, 75),
    ("FC Porto", 236, 76), ("Sporting CP", 237, 74), ("SC Braga", 1896, 71),
    ("Galatasaray SK", 325, 74), ("Beşiktaş JK", 327, 74), ("Fenerbahçe SK", 326, 74),
    ("Shakhtar Donetsk", 101059, 74), ("Dynamo Kyiv", 101047, 72), ("Celtic", 78, 70),
    ("Rangers FC", 86, 69), ("Club Brugge KV", 1971, 71), ("RSC Anderlecht", 229, 70),
    ("Lokomotiv Moscow", 100769, 72), ("Spartak Moscow", 100767, 72),
    ("Boca Juniors", 1877, 72), ("River Plate", 1876, 72), ("Grêmio", 1880, 72),
    ("Atlanta United", 112885, 67), ("LA Galaxy", 697, 67), ("Toronto FC", 111651, 66),
    ("Aston Villa", 2, 68), ("Leeds United", 8, 67), ("Derby County", 91, 67),
    ("Middlesbrough", 12, 68), ("Stoke City", 1806, 69), ("West Bromwich Albion", 109, 69),
    ("Swansea City", 1960, 68), ("Norwich City", 1792, 66), ("Sheffield United", 1794, 66),
]

def _w(text):
    return text.split()


NATIONS = {
    # nation: (sofifa flag id, share, first names, surnames)
    "England": (14, 9.0, _w("Harry Jack James Tom Joe Ben Luke Danny Callum Jordan Kieran Ryan Lewis Jamie Reece Mason Adam "
                            "Nathan Sam Kyle George Oliver Charlie Alfie Dominic Phil Marcus Jesse Ashley Gary Wes Conor"),
                _w("Smith Walker Johnson Taylor Wilson Davies Roberts Wright Clarke Hughes Ward Barnes Mitchell Fletcher "
                   "Shaw Cook Rose Foster Knight Bailey Turner Hill Moore Cooper Harris Jackson Martin Thompson Lewis "
                   "Hall Young Allen King Baker Green Evans Wood Harrison Morris Butler Parker Bennett Watson Gray "
                   "Chapman Pearce Holmes Stone Lowe Marshall Palmer Bradley Dixon Sutton Gibbs Henderson Long")),
    "Germany": (21, 7.5, _w("Lukas Jonas Leon Niklas Florian Maximilian Tim Jan Kevin Julian Marco Dennis Sebastian Felix Timo "
                            "Benedikt Pascal Robin Yannick Christoph Daniel Matthias Philipp Sven Tobias"),
                _w("Müller Schmidt Schneider Fischer Weber Becker Hoffmann Schäfer Koch Bauer Richter Klein Wolf Neumann "
                   "Krüger Schwarz Zimmermann Braun Hartmann Lange Werner Krause Lehmann Köhler Maier Kaiser Fuchs "
                   "Scholz Vogel Keller Frank Berger Winkler Roth Beck Lorenz Baumann Albrecht Sommer Brandt Haas "
                   "Graf Kühn Pohl Engel Busch Horn Sauer Arnold Thiel")),
    "Spain": (45, 8.0, _w("Sergio Pablo Álvaro Javier Daniel David Carlos Iker Raúl Jorge Rubén Adrián Víctor Marc Mario "
                          "Borja Óscar Iñigo Aitor Alberto Dani Fran Jaime Nacho Unai Marcos Antonio Manu"),
              _w("García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Martín Ruiz Hernández Jiménez "
                 "Moreno Navarro Muñoz Álvarez Romero Alonso Gutiérrez Torres Domínguez Vázquez Ramos Gil Serrano "
                 "Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz Rubio Marín Sanz Iglesias Medina Garrido "
                 "Cortés Castillo Santos Lozano Guerrero Cano Prieto Méndez Cruz Calvo Gallego Vidal León Herrera")),
    "France": (18, 7.0, _w("Lucas Hugo Théo Antoine Thomas Kylian Benjamin Clément Adrien Florian Maxime Jordan Romain Yoann "
                           "Nicolas Alexandre Corentin Ferland Lucas Wissam Moussa Samuel Valentin Jérémy Loïc"),
               _w("Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Lefebvre Michel Garcia Fournier "
                  "Girard Lambert Bonnet François Mercier Dupont Blanc Guerin Boyer Garnier Chevalier Legrand Gauthier "
                  "Perrin Robin Clement Morin Nicolas Henry Roussel Mathieu Gautier Masson Marchand Duval Denis "
                  "Lemaire Faure Rousseau Brun Blanchard Fabre Barbier Meyer")),
    "Argentina": (52, 6.0, _w("Lucas Matías Nicolás Federico Gonzalo Facundo Franco Lautaro Juan Emiliano Leandro Ezequiel "
                              "Cristian Maximiliano Marcos Sebastián Diego Pablo Walter Ramiro Agustín"),
                  _w("Fernández Rodríguez Gómez Díaz Álvarez Romero Sosa Benítez Acosta Medina Herrera Molina Castro "
                     "Pereyra Giménez Rojas Ledesma Vera Ojeda Ponce Correa Funes Ramírez Aguirre Cabrera Quiroga "
                     "Villalba Godoy Figueroa Luna Coronel Ibarra Ferreyra Peralta Domínguez Cáceres Ríos Paredes "
                     "Mansilla Bustos")),
    "Brazil": (54, 5.5, _w("Lucas Gabriel Matheus Felipe Rafael Bruno Thiago Diego Rodrigo Vinícius Gustavo Caio "
                           "Everton Wellington Anderson Renan Alex Willian Douglas Fabinho Leandro Vitor"),
               _w("Silva Santos Oliveira Souza Pereira Costa Ferreira Alves Lima Ribeiro Carvalho Barbosa Gomes "
                  "Martins Rocha Araújo Nascimento Moura Cardoso Teixeira Correia Dias Mendes Freitas Monteiro Castro "
                  "Nunes Pinto Vieira Batista Cunha Fonseca Machado Moreira Reis")),
    "Italy": (27, 5.5, _w("Alessandro Lorenzo Andrea Matteo Marco Federico Davide Simone Luca Riccardo Giacomo Stefano "
                          "Gianluca Daniele Mattia Nicolò Antonio Francesco Domenico Roberto"),
              _w("Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De_Luca "
                 "Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso "
                 "Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra Coppola De_Santis "
                 "Marchetti Parisi")),
    "Netherlands": (34, 3.5, _w("Daan Luuk Jesse Bram Thijs Sem Ruben Joey Kevin Stefan Jeroen Bart Wout Jasper Tonny"),
                    _w("de_Jong de_Vries van_den_Berg Bakker Visser Smit Meijer de_Boer Mulder Bos Vos Peters Hendriks "
                       "van_Dijk Jansen Dekker Brouwer de_Wit Dijkstra Smits de_Graaf van_der_Meer Kok Jacobs "
                       "de_Haan Vermeulen")),
    "Portugal": (38, 3.0, _w("João Diogo Rúben Tiago André Bruno Gonçalo Ricardo Nuno Rafael Pedro Hélder Renato Vitorino"),
                 _w("Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Sousa Fernandes Gonçalves Gomes "
                    "Lopes Marques Alves Almeida Ribeiro Pinto Carvalho Teixeira Moreira Correia Mendes Nunes Soares")),
    "Belgium": (7, 2.5, _w("Thomas Dries Jan Kevin Yannick Youri Leander Hans Michy Toby Axel Simon Laurent"),
                _w("Peeters Janssens Maes Jacobs Mertens Willems Claes Goossens Wouters De_Smet Dubois Lambert "
                   "Dupont Vermeulen Hermans Michiels Declercq Desmet")),
    "Colombia": (56, 3.0, _w("Juan Carlos Andrés Luis Jhon Santiago Duván Wilmar Jefferson Davinson Mateus"),
                 _w("Rodríguez Martínez Cuadrado Zapata Muriel Arias Ospina Borja Valencia Murillo Uribe "
                    "Lerma Barrios Cardona Mosquera Perea")),
    "Uruguay": (60, 2.0, _w("Diego Martín Nahitan Matías Gastón Rodrigo Maxi Sebastián Nicolás"),
                _w("Pereira Rodríguez Núñez Vecino Torreira Silva Méndez Cáceres Coates Stuani Gómez Bentancur")),
    "Croatia": (10, 1.5, _w("Ivan Luka Mario Ante Marko Josip Nikola Domagoj Tin"),
                _w("Horvat Kovačić Babić Marić Jurić Vida Brozović Pjaca Ćorluka Kramarić Rebić")),
    "Poland": (37, 2.0, _w("Jakub Kamil Piotr Krzysztof Łukasz Bartosz Mateusz Grzegorz Arkadiusz"),
               _w("Nowak Kowalski Wiśniewski Zieliński Kamiński Szymański Wójcik Kowalczyk Woźniak Mazur Krawczyk")),
    "Denmark": (13, 1.5, _w("Christian Kasper Simon Andreas Mathias Yussuf Thomas Pione Lasse"),
                _w("Nielsen Jensen Hansen Pedersen Andersen Christensen Larsen Sørensen Rasmussen Jørgensen")),
    "Sweden": (46, 1.5, _w("Emil Victor Marcus Albin Gustav Viktor Filip Sebastian Ludwig"),
               _w("Johansson Andersson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson")),
    "Senegal": (136, 1.5, _w("Sadio Idrissa Kalidou Cheikhou Moussa Ismaïla Pape Mbaye Keita"),
                _w("Diop Sarr Ndiaye Diallo Sow Fall Cissé Kouyaté Niang Wagué Ndoye")),
    "Turkey": (48, 1.5, _w("Emre Cenk Hakan Burak Ozan Mert Caner Cengiz Yusuf"),
               _w("Yılmaz Kaya Demir Şahin Çelik Aydın Öztürk Arslan Doğan Kılıç Koç")),
    "Scotland": (42, 1.5, _w("Andrew Scott Kieran Callum Ryan Stuart Craig Kenny"),
                 _w("McGregor Fraser Campbell Stewart Anderson Murray McLean Ritchie Forrest McKenna")),
    "Mexico": (83, 1.0, _w("Héctor Javier Carlos Jesús Raúl Hirving Andrés Miguel"),
               _w("Hernández Vela Corona Jiménez Lozano Moreno Guardado Layún Aquino Salcedo")),
    "United States": (95, 1.5, _w("Tyler Christian Weston Michael Zack Josh Kellyn Tim Bobby"),
                      _w("Miller Brooks Steffen Morris Wood Yedlin Green Zimmerman Lletget Carter")),
    "Japan": (163, 1.0, _w("Shinji Takashi Yuto Genki Gaku Hiroki Maya Yoshinori"),
              _w("Inui Nagatomo Haraguchi Shibasaki Sakai Endo Ito Takeuchi Muto Osako")),
    "Korea Republic": (167, 1.0, _w("Heung Ki Jae Hee Chan Woo Min"),
                       _w("Son Lee Hwang Jung Kim Park Koo Cho")),
    "Nigeria": (133, 1.0, _w("Wilfred Alex Kelechi Ahmed Victor Samuel Oghenekaro"),
                _w("Iwobi Musa Moses Chukwueze Onazi Etebo Ekong Balogun")),
    "Russia": (40, 1.0, _w("Denis Aleksandr Roman Igor Fedor Yuri Daler"),
               _w("Golovin Zobnin Smolov Zhirkov Kudryashov Miranchuk Erokhin Samedov")),
}

# (name, age, nation, overall, potential, position, value, wage, foot, reputation, body type, sofifa id)
STARS = [
    ("L. Messi", 31, "Argentina", 94, 94, "RF", 110.5, 565, "Left", 5, "Messi", 158023, "FC Barcelona"),
    ("Cristiano Ronaldo", 33, "Portugal", 94, 94, "ST", 77, 405, "Right", 5, "C. Ronaldo", 20801, "Juventus"),
    ("Neymar Jr", 26, "Brazil", 92, 93, "LW", 118.5, 290, "Right", 5, "Neymar", 190871, "Paris Saint-Germain"),
    ("De Gea", 27, "Spain", 91, 93, "GK", 72, 260, "Right", 4, "Lean", 193080, "Manchester United"),
    ("K. De Bruyne", 27, "Belgium", 91, 92, "RCM", 102, 355, "Right", 4, "Normal", 192985, "Manchester City"),
    ("E. Hazard", 27, "Belgium", 91, 91, "LF", 93, 340, "Right", 4, "Normal", 183277, "Chelsea"),
    ("L. Modrić", 32, "Croatia", 91, 91, "RCM", 67, 420, "Right", 4, "Lean", 177003, "Real Madrid"),
    ("L. Suárez", 31, "Uruguay", 91, 91, "RS", 80, 455, "Right", 5, "Normal", 176580, "FC Barcelona"),
    ("Sergio Ramos", 32, "Spain", 91, 91, "RCB", 51, 380, "Right", 4, "Normal", 155862, "Real Madrid"),
    ("J. Oblak", 25, "Slovenia", 90, 93, "GK", 68, 94, "Right", 3, "Normal", 200389, "Atlético Madrid"),
    ("R. Lewandowski", 29, "Poland", 90, 90, "ST", 77, 205, "Right", 4, "Normal", 188545, "FC Bayern München"),
    ("T. Kroos", 28, "Germany", 90, 90, "LCM", 76.5, 355, "Right", 4, "Normal", 182521, "Real Madrid"),
    ("D. Godín", 32, "Uruguay", 90, 90, "CB", 44, 125, "Right", 3, "Lean", 182493, "Atlético Madrid"),
    ("David Silva", 32, "Spain", 90, 90, "LCM", 60, 285, "Left", 4, "Lean", 168542, "Manchester City"),
    ("N. Kanté", 27, "France", 89, 90, "LDM", 63, 225, "Right", 3, "Lean", 215914, "Chelsea"),
    ("P. Dybala", 24, "Argentina", 89, 94, "LF", 89, 205, "Left", 3, "Normal", 211110, "Juventus"),
    ("H. Kane", 24, "England", 89, 91, "ST", 83.5, 205, "Right", 3, "Normal", 202126, "Tottenham Hotspur"),
    ("A. Griezmann", 27, "France", 89, 90, "CAM", 78, 145, "Left", 4, "Lean", 194765, "Atlético Madrid"),
    ("M. ter Stegen", 26, "Germany", 89, 92, "GK", 58, 240, "Right", 3, "Normal", 192448, "FC Barcelona"),
    ("T. Courtois", 26, "Belgium", 89, 90, "GK", 53.5, 240, "Left", 4, "Courtois", 192119, "Real Madrid"),
    ("Sergio Busquets", 29, "Spain", 89, 89, "CDM", 51.5, 315, "Right", 4, "Normal", 189511, "FC Barcelona"),
    ("E. Cavani", 31, "Uruguay", 89, 89, "LS", 60, 200, "Right", 4, "Normal", 179813, "Paris Saint-Germain"),
    ("M. Neuer", 32, "Germany", 89, 89, "GK", 38, 130, "Right", 5, "Normal", 167495, "FC Bayern München"),
    ("S. Agüero", 30, "Argentina", 89, 89, "ST", 64.5, 300, "Right", 4, "Stocky", 153079, "Manchester City"),
    ("G. Chiellini", 33, "Italy", 89, 89, "LCB", 27, 215, "Left", 4, "Normal", 138956, "Juventus"),
    ("K. Mbappé", 19, "France", 88, 95, "RM", 81, 100, "Right", 3, "Lean", 231747, "Paris Saint-Germain"),
    ("M. Salah", 26, "Egypt", 88, 89, "RW", 69.5, 255, "Left", 3, "Lean", 209331, "Liverpool"),
    ("Casemiro", 26, "Brazil", 88, 90, "CDM", 59.5, 285, "Right", 3, "Normal", 200145, "Real Madrid"),
    ("Isco", 26, "Spain", 88, 91, "LW", 73.5, 315, "Right", 3, "Normal", 197781, "Real Madrid"),
    ("P. Pogba", 25, "France", 88, 91, "LCM", 73, 250, "Right", 4, "Normal", 195864, "Manchester United"),
]
EXTRA_NATIONS = {"Slovenia": 44, "Egypt": 111}
# what the head of the file shows for the first three
STAR_DETAILS = {
    "L. Messi": {"Special": 2202, "Weak Foot": 4.0, "Skill Moves": 4.0, "Work Rate": "Medium/ Medium",
                 "Jersey Number": 10.0, "Joined": "Jul 1, 2004", "Contract Valid Until": "2021"},
    "Cristiano Ronaldo": {"Special": 2228, "Weak Foot": 4.0, "Skill Moves": 5.0, "Work Rate": "High/ Low",
                          "Jersey Number": 7.0, "Joined": "Jul 10, 2018", "Contract Valid Until": "2022",
                          "Height": "6'2", "Weight": "183lbs"},
    "Neymar Jr": {"Special": 2143, "Weak Foot": 5.0, "Skill Moves": 5.0, "Work Rate": "High/ Medium",
                  "Jersey Number": 10.0, "Joined": "Aug 3, 2017", "Contract Valid Until": "2022",
                  "Height": "5'9", "Weight": "150lbs"},
}

# Everton 2018/19 under their real names: (name, age, nation, position, overall, potential)
EVERTON = [
    ("G. Sigurðsson", 28, "Iceland", "CAM", 82, 82), ("I. Gueye", 28, "Senegal", "CDM", 82, 82),
    ("A. Gomes", 25, "Portugal", "CM", 81, 85), ("L. Digne", 24, "France", "LB", 80, 83),
    ("Richarlison", 21, "Brazil", "LW", 80, 86), ("J. Pickford", 24, "England", "GK", 80, 85),
    ("K. Zouma", 23, "France", "CB", 80, 85), ("Bernard", 25, "Brazil", "LM", 80, 82),
    ("S. Coleman", 29, "Republic of Ireland", "RB", 79, 79), ("M. Keane", 25, "England", "CB", 79, 83),
    ("T. Walcott", 29, "England", "RM", 79, 79), ("Y. Mina", 23, "Colombia", "CB", 78, 84),
    ("M. Schneiderlin", 28, "France", "CDM", 78, 78), ("C. Tosun", 27, "Turkey", "ST", 77, 79),
    ("M. Stekelenburg", 35, "Netherlands", "GK", 76, 76), ("P. Jagielka", 35, "England", "CB", 76, 76),
    ("M. Lössl", 29, "Denmark", "GK", 75, 77), ("D. Calvert-Lewin", 21, "England", "ST", 74, 82),
    ("T. Davies", 19, "England", "CM", 73, 84), ("O. Niasse", 28, "Senegal", "ST", 73, 73),
    ("M. Holgate", 21, "England", "CB", 72, 79), ("A. Lookman", 20, "England", "LW", 71, 82),
    ("J. Kenny", 21, "England", "RB", 68, 76), ("B. Baningime", 20, "England", "CDM", 66, 76),
    ("L. Gibson", 17, "England", "CB", 58, 75), ("N. Broadhead", 20, "Wales", "LW", 60, 72),
    ("J. Virginia", 18, "Netherlands", "GK", 57, 74), ("K. Dowell", 20, "England", "CAM", 64, 74),
]
EXTRA_NATIONS.update({"Iceland": 1, "Republic of Ireland": 25, "Wales": 50})
LOANED_IN = {"K. Zouma": "Chelsea"}

POSITIONS = {
    # position: share, group
    "ST": (2.0, "FW"), "LS": (0.2, "FW"), "RS": (0.2, "FW"), "CF": (0.07, "FW"), "LF": (0.01, "FW"),
    "RF": (0.01, "FW"), "LW": (0.4, "WG"), "RW": (0.35, "WG"), "LM": (1.0, "WG"), "RM": (1.0, "WG"),
    "CAM": (0.9, "AM"), "LAM": (0.02, "AM"), "RAM": (0.02, "AM"), "CM": (1.3, "CM"), "LCM": (0.35, "CM"),
    "RCM": (0.35, "CM"), "CDM": (0.9, "DM"), "LDM": (0.2, "DM"), "RDM": (0.2, "DM"), "LB": (1.2, "FB"),
    "RB": (1.2, "FB"), "LWB": (0.07, "FB"), "RWB": (0.08, "FB"), "CB": (1.6, "CB"), "LCB": (0.6, "CB"),
    "RCB": (0.6, "CB"), "GK": (1.9, "GK"),
}
RATING_COLS = ["LS", "ST", "RS", "LW", "LF", "CF", "RF", "RW", "LAM", "CAM", "RAM", "LM", "LCM", "CM",
               "RCM", "RM", "LWB", "LDM", "CDM", "RDM", "RWB", "LB", "LCB", "CB", "RCB", "RB"]
ATTRS = ["Crossing", "Finishing", "HeadingAccuracy", "ShortPassing", "Volleys", "Dribbling", "Curve",
         "FKAccuracy", "LongPassing", "BallControl", "Acceleration", "SprintSpeed", "Agility", "Reactions",
         "Balance", "ShotPower", "Jumping", "Stamina", "Strength", "LongShots", "Aggression",
         "Interceptions", "Positioning", "Vision", "Penalties", "Composure", "Marking", "StandingTackle",
         "SlidingTackle", "GKDiving", "GKHandling", "GKKicking", "GKPositioning", "GKReflexes"]
GROUPS = ["FW", "WG", "AM", "CM", "DM", "FB", "CB"]
# how far a player of a group (row) rates below his overall in a rating column group (column)
GAP = np.array([
    [0, 2, 1, 6, 14, 14, 17],
    [3, 0, 1, 4, 11, 7, 15],
    [3, 1, 0, 1, 6, 9, 13],
    [7, 4, 2, 0, 1, 5, 6],
    [13, 9, 6, 1, 0, 3, 2],
    [14, 4, 8, 5, 3, 0, 3],
    [20, 15, 14, 8, 3, 3, 0],
])
COL_GROUP = {"LS": "FW", "ST": "FW", "RS": "FW", "LF": "FW", "CF": "FW", "RF": "FW", "LW": "WG",
             "RW": "WG", "LM": "WG", "RM": "WG", "LAM": "AM", "CAM": "AM", "RAM": "AM", "LCM": "CM",
             "CM": "CM", "RCM": "CM", "LDM": "DM", "CDM": "DM", "RDM": "DM", "LWB": "FB", "RWB": "FB",
             "LB": "FB", "RB": "FB", "LCB": "CB", "CB": "CB", "RCB": "CB"}
# attribute profile per group: offset from overall for each outfield attribute (29 of them)
PROFILE = {
    "FW": [-12, 6, -2, -6, 0, 0, -8, -16, -18, 0, 0, 2, -2, 0, -8, 2, -6, -6, -4, -4, -22, -45, 4, -10, 0, -2, -45, -50, -55],
    "WG": [-4, -8, -22, -4, -14, 2, -4, -12, -10, 0, 6, 6, 6, -4, 2, -8, -16, -4, -18, -8, -22, -38, -2, -6, -14, -8, -40, -42, -45],
    "AM": [-6, -6, -26, 0, -8, 2, -2, -6, -2, 2, 0, -2, 2, -2, 0, -4, -22, -6, -22, -2, -24, -34, -2, 2, -8, -4, -38, -40, -44],
    "CM": [-8, -16, -18, 2, -18, -4, -10, -12, 0, 0, -8, -8, -6, -2, -4, -6, -12, 0, -10, -6, -6, -8, -10, -2, -16, -4, -10, -6, -10],
    "DM": [-18, -26, -10, -2, -26, -10, -18, -22, -4, -6, -14, -12, -14, -2, -12, -10, -6, 0, 0, -12, 4, 2, -20, -14, -24, -6, 0, 2, 0],
    "FB": [-4, -28, -14, -8, -30, -8, -14, -22, -12, -8, 2, 4, -4, -4, -4, -14, -6, 2, -8, -20, -6, -2, -12, -16, -28, -10, -2, 0, 0],
    "CB": [-28, -36, 2, -12, -36, -22, -30, -36, -16, -16, -14, -10, -20, -4, -22, -16, 2, -8, 6, -26, 2, 2, -30, -30, -32, -8, 4, 4, 2],
}


def money(v):
    """Value in millions -> the file's '€110.5M' / '€725K' / '€0' strings."""
    if v <= 0:
        return "€0"
    if v >= 10:
        m = round(v * 2) / 2
    elif v >= 1:
        m = round(v, 1)
    else:
        k = max(10, int(round(v * 1000 / 5) * 5))
        return f"€{k}K"
    return f"€{m:g}M"


def main() -> None:
    rng = np.random.default_rng(seeded(1907))
    nations = list(NATIONS)
    shares = np.array([NATIONS[n][1] for n in nations])
    shares = shares / shares.sum()
    pos_names = list(POSITIONS)
    pos_p = np.array([POSITIONS[p][0] for p in pos_names])
    pos_p = pos_p / pos_p.sum()
    flag_id = {n: NATIONS[n][0] for n in nations} | EXTRA_NATIONS
    club_id = {c: t for c, t, _ in CLUBS}
    club_names = [c for c, _, _ in CLUBS]

    used_names = {s[0] for s in STARS} | {e[0] for e in EVERTON}
    reserved = set(used_names)
    rows = []

    def make_name(nation):
        _, _, first, last = NATIONS[nation]
        for _ in range(50):
            sur = str(rng.choice(last)).replace("_", " ")
            fn = rng.choice(first)
            if nation in ("Brazil", "Spain", "Portugal") and rng.random() < 0.3:
                name = fn if rng.random() < 0.5 else f"{fn} {sur}"
            else:
                name = f"{fn[0]}. {sur}"
            if name in reserved:
                continue
            if name not in used_names or rng.random() < 0.06:
                used_names.add(name)
                return name
        return name

    def player(name, age, nation, club, overall, potential, position, value=None, wage=None,
               foot=None, rep=None, body=None, pid=None, loaned_from=None):
        rows.append(dict(name=name, age=age, nation=nation, club=club, overall=overall,
                         potential=potential, position=position, value=value, wage=wage, foot=foot,
                         rep=rep, body=body, pid=pid, loaned_from=loaned_from))

    for s in STARS:
        name, age, nation, ov, pot, pos, val, wage, foot, rep, body, pid, club = s
        player(name, age, nation, club, ov, pot, pos, val, wage, foot, rep, body, pid)
    for name, age, nation, pos, ov, pot in EVERTON:
        player(name, age, nation, "Everton", ov, pot, pos, loaned_from=LOANED_IN.get(name))

    star_count = {}
    for s in STARS:
        star_count[s[12]] = star_count.get(s[12], 0) + 1
    for club, _, level in CLUBS:
        if club == "Everton":
            continue
        n = int(rng.integers(24, 31)) - star_count.get(club, 0)
        for _ in range(n):
            age = int(np.clip(np.round(rng.normal(25.3, 4.4)), 16, 39))
            nation = rng.choice(nations, p=shares)
            pos = rng.choice(pos_names, p=pos_p)
            youth = max(0, 23 - age) * 1.7 + max(0, age - 32) * 1.2
            ov = int(np.clip(np.round(level + rng.normal(0, 4.2) - youth - 1), 47, 88))
            pot = ov
            if age <= 30:
                pot = ov + int(round(max(0, (29 - age) * rng.uniform(0.6, 1.8) + rng.normal(0, 1.5))))
            pot = int(min(pot, 94))
            player(make_name(nation), age, nation, club, ov, pot, pos)
    for _ in range(36):  # free agents
        age = int(np.clip(np.round(rng.normal(24, 5)), 17, 37))
        nation = rng.choice(nations, p=shares)
        ov = int(np.clip(np.round(rng.normal(62, 5)), 48, 74))
        pot = max(ov, ov + int(max(0, 27 - age) * rng.uniform(0.3, 1.2)))
        player(make_name(nation), age, nation, None, ov, pot, rng.choice(pos_names, p=pos_p))

    df = pd.DataFrame(rows)
    n = len(df)
    df["order"] = rng.permutation(n) + len(STARS)
    df.loc[: len(STARS) - 1, "order"] = np.arange(len(STARS))
    df = df.sort_values(["overall", "order"], ascending=[False, True]).reset_index(drop=True)

    out = {}
    ids = rng.choice(np.arange(150000, 246500), n, replace=False)
    df["pid"] = [int(p) if pd.notna(p) else int(i) for p, i in zip(df["pid"], ids)]
    group = df["position"].map(lambda p: POSITIONS[p][1])
    ov = df["overall"].to_numpy(float)
    pot = df["potential"].to_numpy(float)
    age = df["age"].to_numpy(float)
    free = df["club"].isna().to_numpy()

    # money
    base = np.exp(0.172 * (ov - 65)) * (1 + 0.07 * (pot - ov))
    base *= np.where(age > 29, 0.84 ** (age - 29), 1.0)
    base *= np.where(group == "GK", 0.75, 1.0)
    base *= rng.lognormal(0, 0.08, n)
    value = np.where(free, 0.0, base)
    wage_k = np.maximum(1, np.round(np.exp(0.15 * (ov - 62)) * 2.2 * rng.lognormal(0, 0.25, n)))
    wage_k = np.where(free, 0, wage_k)
    given_v = df["value"].to_numpy()
    given_w = df["wage"].to_numpy()
    value = np.where(pd.notna(given_v), given_v, value).astype(float)
    wage_k = np.where(pd.notna(given_w), given_w, wage_k).astype(float)

    rep = np.where(ov >= 86, 4, np.where(ov >= 81, 3, np.where(ov >= 76, 2, 1)))
    rep = np.where(rng.random(n) < 0.15, np.maximum(1, rep - 1), rep)
    rep = np.where(pd.notna(df["rep"]), df["rep"], rep).astype(float)
    foot = np.where(rng.random(n) < 0.23, "Left", "Right").astype(object)
    foot = np.where(pd.notna(df["foot"]), df["foot"], foot)
    body = rng.choice(["Normal", "Lean", "Stocky"], n, p=[0.59, 0.36, 0.05]).astype(object)
    body = np.where(pd.notna(df["body"]), df["body"], body)

    # loans
    loaned = np.array([x if isinstance(x, str) else None for x in df["loaned_from"]], dtype=object)
    for i in range(n):
        if loaned[i] is None and not free[i] and rng.random() < 0.065:
            others = [c for c in club_names if c != df.at[i, "club"]]
            loaned[i] = others[int(rng.integers(len(others)))]
    is_loan = np.array([x is not None for x in loaned])

    # rows without any stats (the original has 48 of them, all at the bottom half)
    nostats = np.zeros(n, bool)
    low = np.where((ov < 66) & ~free & (df["club"] != "Everton").to_numpy() & ~is_loan)[0]
    nostats[rng.choice(low, 8, replace=False)] = True

    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    feet_in = np.clip(np.round(rng.normal(71.5, 2.6, n) + np.where(group == "GK", 3, 0) + np.where(group == "CB", 2, 0)), 62, 79).astype(int)
    lbs = np.round(166 + (feet_in - 71.5) * 5.5 + rng.normal(0, 6, n)).astype(int)
    messi = np.where(df["name"] == "L. Messi")[0]
    feet_in[messi], lbs[messi] = 67, 159

    recs = []
    for i in range(n):
        r = {}
        pid = int(df.at[i, "pid"])
        club = df.at[i, "club"] if isinstance(df.at[i, "club"], str) else None
        nation = df.at[i, "nation"]
        g = group.iat[i]
        r[""] = i
        r["ID"] = pid
        r["Name"] = df.at[i, "name"]
        r["Age"] = int(age[i])
        r["Photo"] = f"https://cdn.sofifa.org/players/4/19/{pid}.png"
        r["Nationality"] = nation
        r["Flag"] = f"https://cdn.sofifa.org/flags/{flag_id.get(nation, 0)}.png"
        r["Overall"] = int(ov[i])
        r["Potential"] = int(pot[i])
        r["Club"] = club if club is not None else np.nan
        r["Club Logo"] = (f"https://cdn.sofifa.org/teams/2/light/{club_id[club]}.png" if club is not None
                          else f"https://cdn.sofifa.org/flags/{flag_id.get(nation, 0)}.png")
        r["Value"] = money(value[i])
        r["Wage"] = f"€{int(wage_k[i])}K" if wage_k[i] > 0 else "€0"
        stats = not nostats[i]
        if g == "GK":
            attrs = list(np.clip(np.round(rng.normal(ov[i] * 0.5, 9, 29)), 10, 75))
            attrs[13] = np.clip(ov[i] - 4 + rng.normal(0, 4), 30, 95)  # reactions
            attrs[25] = np.clip(ov[i] - 14 + rng.normal(0, 6), 20, 90)
            gk = list(np.clip(np.round(ov[i] + rng.normal(0, 3, 5) - [1, 2, 14, 1, 0]), 10, 94))
        else:
            attrs = list(np.clip(np.round(ov[i] + np.array(PROFILE[g]) + rng.normal(0, 5, 29)), 5, 97))
            gk = list(np.clip(np.round(rng.normal(10.5, 3, 5)), 1, 20))
        attrs = [float(round(a)) for a in attrs] + [float(x) for x in gk]
        r["Special"] = int(sum(attrs[:29]) * 1.02 + rng.normal(0, 25))
        r["Preferred Foot"] = foot[i] if stats else np.nan
        r["International Reputation"] = float(rep[i]) if stats else np.nan
        r["Weak Foot"] = float(rng.choice([1, 2, 3, 4, 5], p=[0.01, 0.2, 0.62, 0.15, 0.02])) if stats else np.nan
        sm = 1 if g == "GK" else int(rng.choice([2, 3, 4, 5], p=[0.5, 0.36, 0.12, 0.02]) if g in ("FW", "WG", "AM") else rng.choice([2, 3], p=[0.7, 0.3]))
        r["Skill Moves"] = float(sm) if stats else np.nan
        wr = ["High", "Medium", "Low"]
        r["Work Rate"] = (f"{rng.choice(wr, p=[0.3, 0.6, 0.1])}/ {rng.choice(wr, p=[0.25, 0.6, 0.15])}"
                          if stats else np.nan)
        r["Body Type"] = body[i] if stats else np.nan
        r["Real Face"] = ("Yes" if (ov[i] >= 80 or (ov[i] >= 74 and rng.random() < 0.5)) else "No") if stats else np.nan
        r["Position"] = df.at[i, "position"] if stats else np.nan
        r["Jersey Number"] = float(rng.integers(1, 40)) if stats else np.nan
        if club is None or not stats:
            r["Joined"] = np.nan
        elif is_loan[i]:
            r["Joined"] = np.nan
        else:
            y = int(np.clip(2018 - rng.integers(0, max(1, min(9, int(age[i]) - 15))), 2005, 2018))
            mo = int(rng.choice([1, 6, 7, 7, 7, 8, 8]))
            r["Joined"] = f"{months[mo - 1]} {int(rng.integers(1, 29))}, {y}"
        r["Loaned From"] = loaned[i] if (is_loan[i] and stats) else np.nan
        if club is None or not stats:
            r["Contract Valid Until"] = np.nan
        elif is_loan[i]:
            r["Contract Valid Until"] = "Jun 30, 2019"
        else:
            r["Contract Valid Until"] = str(int(rng.choice([2019, 2020, 2021, 2022, 2023], p=[0.24, 0.27, 0.25, 0.16, 0.08])))
        r["Height"] = f"{feet_in[i] // 12}'{feet_in[i] % 12}" if stats else np.nan
        r["Weight"] = f"{lbs[i]}lbs" if stats else np.nan
        gi = GROUPS.index(g) if g != "GK" else None
        bonus = int(rng.choice([1, 2, 3], p=[0.3, 0.55, 0.15]))
        for col in RATING_COLS:
            if g == "GK" or not stats:
                r[col] = np.nan
            else:
                cg = GROUPS.index(COL_GROUP[col])
                v = int(np.clip(ov[i] - GAP[gi, cg] + rng.integers(-2, 2), 25, 94))
                r[col] = f"{v}+{bonus}"
        for a, x in zip(ATTRS, attrs):
            r[a] = x if stats else np.nan
        if free[i] or is_loan[i] or not stats:
            r["Release Clause"] = np.nan
        else:
            r["Release Clause"] = money(value[i] * rng.uniform(1.6, 2.1))
        r.update(STAR_DETAILS.get(r["Name"], {}))
        recs.append(r)

    out = pd.DataFrame(recs)
    assert out.shape[1] == 89, out.shape
    OUT.mkdir(exist_ok=True)
    out.to_csv(OUT / "data.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
