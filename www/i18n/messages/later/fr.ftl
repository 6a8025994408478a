# Français, seconde partie : les messages de ce qui se charge plus tard (exercices, panneaux
# d'expériences et de pathologie). La première partie (../fr.ftl) est celle de la première vue.

## Les autres phrases du panneau pas à pas (toutes les familles).

step-ready = Prêt : { $proc } commence à la racine (Max au trait). Avancer d’un pas (→) ou lancer (Espace).
step-too-large-for = Cet arbre est trop grand pour le parcourir pas à pas avec { $proc }.

open-panel =
    .aria-label = Liste OPEN de SSS*
open-status = statut
open-merit = mérite

## La carte d'aspiration.

map-scale =
    { $dark ->
        [yes] plus clair = plus
       *[no] plus foncé = plus
    }
map-role = carte d’aspiration
map-label = Carte d’aspiration : total des positions examinées pour chaque fenêtre. Les flèches déplacent, Entrée choisit la fenêtre.
map-cell =
    α = { $alpha }, β = { $beta } : { $outcome ->
        [exact] exact
        [low] échoue vers le bas
       *[high] échoue vers le haut
    }, { $count ->
        [one] { $count } position
       *[other] { $count } positions
    }
map-legend =
    { $lo } … { $hi } { $hi ->
        [one] position
       *[other] positions
    } ; fenêtre complète { $full } ; F(racine) = { $value } (entourée : exact)
map-off-grid = La fenêtre courante n’est pas sur cette grille.

## Les boutons du pas à pas.

open-caption = Liste OPEN
open-after =
    OPEN après l’étape { $step } (le haut d’abord), { $count ->
        [one] { $count } triplet
       *[other] { $count } triplets
    }
open-not-started = Liste OPEN (pas encore commencée)
open-select = Choisir la position { $p } dans l’arbre
open-purged = Purgés à cette étape : { $names }.
open-note = Les mérites sont du point de vue de Max (SSS* est une procédure minimax) ; +∞ est le MAXINT de la thèse.

help =
    .aria-label = Raccourcis clavier
help-title = Clavier
help-play = lecture / pause du pas à pas
help-forward = pas suivant
help-back = pas précédent
help-ends = premier / dernier pas
help-speed = plus lent / plus rapide
help-km = F0, F1, F2, comparaison
help-proc = le menu des procédures (celles de chaque article)
help-view = vue negamax / minimax
help-dewey = afficher les coordonnées de Dewey
help-present = mode présentation (l’arbre et le pas à pas occupent l’écran)
help-tree = donner le focus à l’arbre ; là, ↑ ↓ ← → passent d’une position à l’autre (le parent, le premier successeur, les voisines du niveau), Début va à la racine, Fin à la dernière position, taper un nom de Dewey (2.1) y va, Entrée modifie, + − zooment, 0 ajuste
help-table = la recherche sous forme de tableau (une ligne par position, en profondeur d’abord) ; là, ↑ ↓ passent d’une ligne à l’autre, Page préc. / Page suiv. montrent les lignes d’avant / d’après
help-undo = annuler, rétablir
help-help = cette aide
options-title = Options de la procédure
opt-reading-legend = Lecture des textes de la thèse
opt-resolved =
    .title = La lecture résolue des procédures de la thèse (§2, ann. 1) : coupure quand m ≥ β ; Scout teste avec ≥
opt-resolved-text = Lecture résolue
opt-literal =
    .title = Les textes exactement tels qu’imprimés (coupure si m > β ; Scout teste avec >)
opt-literal-text = Littérale (tel qu’imprimé)
opt-m = m (côté max)
opt-n = n (côté min)
opt-backup = Remontée des valeurs
opt-backup-identity = identité
opt-backup-sample = l’exemple du rapport (x = r = 3, y = s = 1)
opt-backup-exp = exponentielle, x, y[, r, s]
opt-tie = Règle d’égalité à la racine
opt-tie-strict = strict : en cas d’égalité, le coup antérieur reste
opt-tie-le = le : le α ≤ u du rapport
opt-warnings =
    .aria-label = Avertissements sur les fonctions de remontée

## Le code de Muszycka et de Slagle.

opt-warning =
    { $side ->
        [max] côté max
       *[min] côté min
    }{ $dmax ->
        [none] { "" }
       *[other] { " " }à dmax { $dmax }
    } : { $lhs } = { $product } > 1, donc la valeur remontée n’est pas monotone en la meilleure valeur { $side ->
        [max] a_2
       *[min] b_2
    } (Slagle, section 8.1, théorème) ; elle est minimale en { $side ->
        [max] a_2 - alpha
       *[min] beta - b_2
    } = { $minimum }

## Les options des procédures.

opt-window-applies = La fenêtre (α, β) s’applique à { $names } (branch-and-bound prend β comme borne) ; les autres procédures cherchent avec la fenêtre complète.
opt-window-full = Ces procédures cherchent avec la fenêtre complète ; le panneau de la fenêtre s’applique à F1, F2, branch-and-bound, alphabeta, falphabeta et PVS.
opt-mn-range = { $what } doit être un entier de 1 à 20
opt-exp-bad = les fonctions exponentielles prennent x, y (les deux côtés) ou x, y, r, s : des nombres comme 3, 1

## Avis sur la page et l'arbre.

help-table-key = Tableau
help-single-keys = Raccourcis à une touche (Espace, 0–3, p, v, d, f, t, ?, [ ] . , b) : désactivez-les si vous utilisez la saisie vocale ou appuyez sur des touches par accident ; les touches de l’arbre marchent quand il a le focus
# Les noms des touches dans l'aide, comme les claviers de la langue les écrivent.
help-key-space = Espace
help-key-forward = → ou .
help-key-back = ← ou ,
help-key-ends = Début / Fin
help-key-speed = [ et ]
help-key-undo = Ctrl+Z, Ctrl+Maj+Z
help-key-clicker = Page suiv. / Page préc.
help-clicker = en mode présentation : pas suivant / précédent (les boutons d’une télécommande de présentation)
help-key-blank = . ou b
help-blank = en mode présentation : écran noir ; appuyez de nouveau pour revenir
help-close = Fermer

## Le panneau du code.

code-listing = La procédure telle que l’article l’imprime
code-not-started = Pas commencé : la première étape appelle la procédure à la racine.
code-returns =
    p = { $p ->
        [root] racine
       *[other] { $p }
    } renvoie { $value }
code-terminal =
    p = { $p ->
        [root] racine
       *[other] { $p }
    } (terminale), { $window }f(p) = { $value ->
        [none] pas encore calculée
       *[other] { $value }
    }
code-interior =
    p = { $p ->
        [root] racine
       *[other] { $p }
    }, { $window }m = { $m }, t = { $t }, i = { $i } sur d = { $d }

## La liste OPEN de SSS*.

tree-label-proc = Arbre de jeu cherché par { $proc }
tree-label-diff = Arbre de jeu : positions examinées par les deux procédures, par A seulement, par B seulement
diff-choice-full = { $proc }, fenêtre complète (−∞, +∞)
diff-choice-mistake = Erreur : { $label }
diff-mistake = l’erreur « { $label } »
diff-failed = La différence n’a pas pu être faite : { $error }
diff-count =
    { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } ({ $terminals ->
        [one] { $terminals } terminale
       *[other] { $terminals } terminales
    })
diff-caption = { $a } contre { $b } sur un arbre — les deux : { $both } ; seulement { $a } : { $onlyA } ; seulement { $b } : { $onlyB } ; aucune : { $neither }.
diff-same-run = A et B sont la même recherche ({ $a }) : choisissez-en deux pour voir où elles diffèrent.
diff-same-positions = { $a } et { $b } examinent les mêmes positions.
diff-first =
    Première différence entre { $a } et { $b } : { $p ->
        [root] la racine
       *[other] { $p }
    } — { $yes } l’examine, { $no } non.
diff-first-failed = La première différence n’a pas pu être trouvée : { $error }
diff-show =
    Montrer { $p ->
        [root] la racine
       *[other] { $p }
    }

## La vue en tableau.

table-root = racine
table-caption =
    { $proc } : une ligne par position en profondeur d’abord ; valeurs { $view ->
        [minimax] du point de vue de Max (minimax)
       *[negamax] du point de vue du joueur au trait (negamax)
    }
table-head-position = Position
table-head-player = Au trait
table-head-window = Fenêtre (α, β)
table-head-value = Valeur ou borne
table-head-status = État
table-region = La recherche en tableau (défile de côté sur les écrans étroits)
table-select-row = Choisir la position { $p }
table-status-examined = examinée
table-status-current = examinée (l’étape courante)
table-status-pending = pas encore atteinte
table-status-skipped = non examinée
table-status-cut =
    coupée par { $kind ->
        [shallow] une coupure superficielle
        [deep] une coupure profonde
        [window] la borne de la fenêtre
       *[other] une coupure ({ $name })
    } en { $at }
table-status-saved = épargnée par la fenêtre (cette recherche l’a coupée en { $at } ; la fenêtre complète l’examine)
table-status-saved-plain = épargnée par la fenêtre (la fenêtre complète l’examine)
table-rows =
    Lignes { $from }–{ $to } sur { $size } positions (en profondeur d’abord), { $around ->
        [step] autour de l’étape courante
        [selection] autour de la position choisie
        [moved] comme vous les avez déplacées
       *[start] depuis la racine
    }. Le dessin les montre toutes ; le tableau en montre { $shown } à la fois.
table-earlier = Lignes précédentes
table-later = Lignes suivantes
table-announce = Tableau : l’étape courante est en { $p }, ligne { $row } sur { $size }.
table-compare-note = La vue de comparaison montre plusieurs recherches ; le tableau donne celle de { $proc }.

## Avis sur le lien (ce qu'il n'a pas pu utiliser). $value : le texte du lien, raccourci.

link-repeated = le lien donne { $keys } plus d’une fois : le dernier est utilisé
link-unknown-proc = procédure inconnue « { $value } » ({ $km } ou l’une de { $others })
link-window-order = alpha doit être inférieur à beta ; (-inf, +inf) est utilisé
link-unknown-view = vue inconnue « { $value } »
link-bad-step = le pas « { $value } » n’est pas un nombre
link-bad-sel = la position sélectionnée (sel=) « { $value } » n’est pas un nom de Dewey comme 2.1 ou root
link-bad-lang = la langue (lang=) « { $value } » n’est pas une étiquette de langue comme fr ou de

## D'autres avis sur le lien.

link-or = { " " }ou{ " " }
link-and = { " " }et{ " " }
link-trees = le lien donne plus d’un arbre : { $used } est utilisé, pas { $also }
link-generated-tree = l’arbre généré (gen= avec patch= ou sum=)
link-patch-alone = le lien a des modifications (patch=) mais pas d’arbre généré (gen=) auquel les appliquer
link-gen-unread = le générateur du lien (gen=) ne peut pas être lu : « { $value } »
link-cut =
    { $what ->
       *[patho] les réglages de pathologie (patho=) ont été
    } coupés à { $max } caractères
link-option-range = { $key } doit être un entier de { $min } à { $max }, pas « { $value } »
link-unknown-backup = fonctions de remontée inconnues « { $value } » ({ $choices })
link-unknown-choice =
    { $key ->
        [tie] règle d’égalité
       *[other] { $key }
    } inconnu(e) « { $value } » ({ $choices })
link-cmp-unknown = certaines procédures de cmp= sont inconnues
link-compare-only =
    { $keys } { $count ->
        [one] ne sert
       *[other] ne servent
    } qu’avec la vue de comparaison (proc=compare)
link-unknown-cmode = mode de comparaison inconnu « { $value } » ({ $choices })
link-diff-only = diff= ne sert qu’avec la vue de différence (show=diff)
link-bad-diff = la différence (diff=) doit nommer deux procédures, comme F1,F2 ou F2,F2@full ; pas « { $value } »
link-bad-mcts = la boîte Monte-Carlo (mcts=) prend i (les itérations, de 1 à { $max }), s (la graine, un entier >= 0) et c (C, un nombre >= 0), comme { $example }, ou mcts=on ; pas « { $value } »
link-gen-long = le générateur (gen=) dépasse { $limit } caractères : non utilisé
link-gen-not-setting = { $value } n’est pas un réglage
link-gen-model = { $value } : le modèle est l’un de { $models }
link-gen-not-finite = { $value } : toutes les entrées ne sont pas des nombres finis
link-gen-too-many = { $value } : au plus { $max } entrées (les { $max } premières sont utilisées)
link-gen-too-large = { $value } : le nombre dépasse 2^53 - 1 en valeur absolue
link-gen-not-whole = { $value } n’est pas un entier
link-gen-unused =
    le générateur (gen=) : { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(et { $more } de plus)
    } ; les valeurs par défaut du générateur sont utilisées pour eux

## Avis sur la page et l'arbre.

# Avis de lien : réglages d'expérience (exp=) et clés d'entraînement.
link-exp-long = les réglages d’expérience (exp=) dépassent { $limit } caractères : non utilisés
link-exp-unknown-procs = { $value } : certaines procédures sont inconnues
link-exp-too-many-procs = { $value } : au plus { $max } procédures (les { $max } premières sont utilisées)
link-exp-unused =
    les réglages d’expérience (exp=) : { $items }{ $more ->
        [0] { "" }
       *[other] { " " }(et { $more } de plus)
    } ; { $any ->
        [yes] les valeurs par défaut les remplacent
       *[no] rien n’a pu être utilisé
    }
link-exp-empty = les réglages d’expérience (exp=) sont vides
link-unknown-mode = mode inconnu « { $value } » (explore ou practice)
link-unknown-task = tâche inconnue « { $value } » ({ $choices })
link-bad-exercise = { $key ->
        [set] la série d’exercices
       *[ex] l’exercice
    } de { $key }= n’a pas pu être lu : { $long ->
        [yes] il dépasse { $limit } caractères
       *[no] un exercice s’écrit avec des lettres, des chiffres et . , _ + - (par exemple prune.F2.s1.d3h4.random.v-9..9)
    }
link-unknown-feedback = retour inconnu « { $value } » ({ $choices }) : le retour à la fin est utilisé
link-bad-attempts = attempts= doit être un nombre entier de 1 à { $max }, pas « { $value } » : aucune limite n’est utilisée
link-practice-only = { $keys } { $count ->
        [one] ne sert
       *[other] ne servent
    } qu’en mode entraînement (mode=practice)

## La thèse de Muszycka : les noms des routines, TEST, testm, staticvalue, LIVE, SOLVED,
## OPEN, Γ et les triplets ⟨p, s, m⟩ restent tels qu'imprimés.

thesis-call-bound = branchandbound avec la borne { $bound }
thesis-call-window = { $routine } avec la fenêtre (α, β) = { $window }
thesis-call-scout = scout (l’évaluer)
thesis-call-scout-cm = le scout de Campbell et Marsland
thesis-call-test = TEST : sa valeur est-elle { $rel } { $v } ?
thesis-call-testm = testm : sa valeur est-elle { $rel } { $v } ?
thesis-call-test-minimax = TEST (minimax) : sa valeur est-elle { $rel } { $v } ?
thesis-enter =
    Visite de { $p ->
        [root] la racine
       *[other] la position { $p }
    } ({ $who } au trait) : { $call }{ $question ->
        [yes] { "" }
       *[no] .
    }
thesis-evaluate =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } est terminale : staticvalue = { $value } (du point de vue { $side ->
        [max] de Max
       *[mover] de { $who }, au trait là
    }).
thesis-return =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value }.
thesis-test-result =
    Le TEST en { $p ->
        [root] racine
       *[other] { $p }
    } répond { $outcome ->
        [true] vrai
       *[false] faux
    }.
# L'ordinal français : 1er, 2e, 3e…
thesis-cutoff =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : m = { $m } { $rel } { $ab } = { $b } après le { $after }{ ORDINAL($after) ->
        [one] er
       *[other] e
    } successeur : une coupure ; { $count ->
        [one] la position { $skipped } n’est pas examinée
       *[other] les positions { $skipped } ne sont pas examinées
    }.
thesis-window-test =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : le test à fenêtre minimale de { $son } avec { $window } donne t = { $t } { $rel } m = { $m } : { $promising ->
        [yes] prometteur, donc { $son } est recherchée de nouveau.
       *[no] elle ne peut pas améliorer m ; pas de nouvelle recherche.
    }
thesis-scouted =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : le TEST de { $son } répond { $outcome ->
        [true] vrai
       *[false] faux
    } : { $evaluate ->
        [yes] elle peut être meilleure, donc Scout l’évalue.
       *[no] elle ne peut pas être meilleure ; sautée.
    }
thesis-re-search =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : { $evaluate ->
        [yes] évaluer
       *[no] nouvelle recherche de
    } { $son } : { $call }.
thesis-sss-start = Étape { $step } : OPEN = { $triples }.
thesis-gamma = Étape { $step } : Γ prend { $triple } en tête — { $what }.{ $done }
thesis-gamma-live-leaf = une terminale LIVE : évaluée, et { $solved } (mérite min(m, valeur statique)) va à sa place dans l’ordre
thesis-gamma-live-min = une position Min LIVE : son successeur le plus à gauche { $top } va en tête
thesis-gamma-live-max = une position Max LIVE : tous ses successeurs vont en tête, LIVE de mérite { $merit }
thesis-gamma-solved-min =
    une position Min SOLVED : son parent { $top } va en tête{ $count ->
        [0] { "" }
       *[other] , et les autres successeurs du parent sont supprimés ({ $purged })
    }
thesis-gamma-solved-max-last = une position Max SOLVED, le dernier successeur : son parent { $top } va en tête
thesis-gamma-solved-max-next = une position Max SOLVED : son frère suivant { $top } va en tête
thesis-sss-stops = ⟨root, SOLVED, { $merit }⟩ est en tête : SSS* s’arrête avec { $merit }.

## Les procédures m&n de Slagle (les termes du rapport — m et n meilleures valeurs, alpha,
## beta, oldalpha, oldbeta, dmax, glbua, lubub, u, phases 1 et 2 — restent tels qu'imprimés).

mn-enter =
    Examiner { $p ->
        [root] la racine
       *[other] la position { $p }
    } ({ $who } au trait, dmax = { $dmax }){ $count ->
        [0] { "" }
       *[other] , reçoit { $passed }
    }.
mn-evaluate = La position { $p } est finale : valeur { $value }.
mn-take =
    En { $p } : le successeur { $index } ({ $child }) donne u = { $u } ; les meilleures valeurs sont maintenant [{ $list }]{ $bounds }{ $phase ->
        [0] { "" }
       *[other] , phase { $phase }
    }{ $ignored ->
        [yes] { " " }— aucun changement (pas meilleure que la borne)
       *[no] { "" }
    }.
mn-inverse =
    En { $p }, après le successeur { $index } : { $fn } = { $value } ; { $phase2 ->
        [yes] la phase 2 commence avec { $assign } = { $bound }.
       *[no] toujours la phase 1.
    }
mn-cutoff-highest = u = { $u } ≤ la meilleure valeur de la racine jusqu’ici α = { $b } : une coupure α au plus haut niveau (§7.1)
mn-cutoff-alpha = u = { $u } ≤ α = { $b } : une coupure α m&n (§7.3)
mn-cutoff-beta = u = { $u } ≥ β = { $b } : une coupure β m&n (§7.2)
mn-cutoff =
    En { $p } : le successeur { $after } a renvoyé { $what } ; { $p } renvoie u aussitôt{ $count ->
        [0] { "" }
        [one] { " " }et son dernier successeur n’est pas examiné
       *[other] { " " }et ses { $count } derniers successeurs ne sont pas examinés
    }.
mn-root =
    La racine compare le successeur { $index } ({ $child }), qui vaut { $u }, à sa meilleure valeur jusqu’ici { $best } : { $taken ->
        [yes] { $child } est le nouveau meilleur coup
       *[no] elle garde son meilleur coup
    }.
mn-leave =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value }{ $bound ->
        [lower] { " " }(une borne : sa valeur m&n est au moins celle-ci)
        [upper] { " " }(une borne : sa valeur m&n est au plus celle-ci)
       *[exact] { "" }
    }.

## Les autres phrases du panneau pas à pas (toutes les familles).

thesis-done =
    Terminé : { $proc } renvoie { $value } { $exact ->
        [yes] = F(racine)
       *[no] (une borne de F(racine))
    } ; { $nodes } { $nodes ->
        [one] nœud créé
       *[other] nœuds créés
    } ({ $leaves } { $leaves ->
        [one] feuille
       *[other] feuilles
    }), { $visits } { $visits ->
        [one] visite
       *[other] visites
    }.{ $hint }
mn-done =
    Terminé : { $proc } avec m = { $m }, n = { $n } { $best ->
        [yes] choisit le successeur { $index } (position { $child }), qui vaut { $value }
       *[no] renvoie { $value } (la racine est terminale)
    } ; { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } et { $terminals } { $terminals ->
        [one] position terminale examinées
       *[other] positions terminales examinées
    }.{ $hint }

## La pile d'appels à côté de la phrase du pas : les titres de ses colonnes.

stack-call = appel
stack-passed = reçu
stack-best-values = meilleures valeurs
stack-phase = phase

## Le tableau des décomptes et les notes dessous.

thesis-counts-caption = Compteurs de Muszycka (thèse, §3.1)
thesis-counts-bound = { $value } (borne)
thesis-counts-nodes = nœuds créés
thesis-counts-leaves = feuilles créées
thesis-counts-visits = visites de nœuds
thesis-counts-leaf-visits = visites de feuilles
thesis-counts-evaluations = évaluations statiques
thesis-counts-tests = tests
thesis-counts-researches = nouvelles recherches
thesis-counts-cutoffs = coupures
thesis-counts-open = plus longue liste OPEN
thesis-counts-note = Créé : visité au moins une fois (SSS* : traité en LIVE) ; la racine n’est pas comptée, comme dans la thèse. Les visites comptent chaque appel : nouvelles recherches et TEST visitent à nouveau.
mn-counts-caption = Décomptes m&n de Slagle
mn-counts-best = coup choisi
mn-counts-value = sa valeur
mn-counts-mn = m, n
mn-counts-hla = coupures α du plus haut niveau
mn-counts-alpha = coupures α m&n
mn-counts-beta = coupures β m&n
mn-counts-note = Les positions examinées comptent la racine ; la racine examine chaque successeur.

## Le résumé de chaque famille.

summary-thesis =
    { $proc }{ $literal ->
        [yes] { " " }(lecture littérale)
       *[no] { "" }
    } : valeur à la racine { $exact ->
        [yes] { $value }
       *[no] { $value } (une borne)
    } ; { $nodes ->
        [one] { $nodes } nœud créé
       *[other] { $nodes } nœuds créés
    } ({ $leaves ->
        [one] { $leaves } feuille
       *[other] { $leaves } feuilles
    } sur { $terminals }), { $visits ->
        [one] { $visits } visite
       *[other] { $visits } visites
    }.
summary-mn =
    { $proc }, m = { $m }, n = { $n } : { $move } ; { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } sur { $allPositions } et { $terminals ->
        [one] { $terminals } terminale
       *[other] { $terminals } terminales
    } sur { $allTerminals } examinées.
mn-move = choisit le successeur { $index } (position { $child }), qui vaut { $value }
mn-move-none = renvoie { $value }

## La vue de comparaison.

compare-caption-thesis =
    — { $leaves ->
        [one] { $leaves } feuille
       *[other] { $leaves } feuilles
    }, { $nodes ->
        [one] { $nodes } nœud créé
       *[other] { $nodes } nœuds créés
    }
compare-caption-mn =
    — coup { $move }, { $terminals ->
        [one] { $terminals } terminale
       *[other] { $terminals } terminales
    }

## La liste OPEN de SSS*.

open-too-big = La liste OPEN est affichée pour les arbres d’au plus { $limit } positions (elle est enregistrée après chaque étape).

## Le code de Muszycka et de Slagle.

code-thesis-returns =
    { $routine }p = { $p ->
        [root] racine
       *[other] { $p }
    } renvoie { $value }
code-thesis-leaf =
    { $routine }p = { $p ->
        [root] racine
       *[other] { $p }
    } (feuille){ $args }, staticvalue(p) = { $value ->
        [none] pas encore lue
       *[other] { $value }
    }
code-thesis-interior =
    { $routine }p = { $p ->
        [root] racine
       *[other] { $p }
    }{ $parts }, i = { $i } sur f = { $f }
code-sss-not-started = Pas commencé : l’étape 1 met ⟨root, LIVE, MAXINT⟩ sur OPEN.
code-sss-static = staticvalue({ $p }) = { $value }
code-sss-start = Étape 1 : { $put } mis sur OPEN (liste n° 1, numérotée comme dans la fig. 8)
code-sss-gamma =
    Γ({ $triple }) : { $put } { $how ->
        [inserted] inséré à sa place dans l’ordre
       *[top] mis en haut
    }{ $purged ->
        [yes] { "\u202F" }; supprimés { $names }
       *[no] { "" }
    } ; OPEN contient { $count ->
        [one] { $count } triplet
       *[other] { $count } triplets
    } (liste n° { $list }, numérotée comme dans la fig. 8)
code-mn-not-started = Pas commencé : la première étape appelle sta1 sur les successeurs de la racine.
code-mn-returns =
    p = { $p ->
        [root] racine
       *[other] { $p }
    } renvoie { $value }{ $bound ->
        [lower] { " " }(une borne inférieure)
        [upper] { " " }(une borne supérieure)
       *[exact] { "" }
    }
code-mn-final =
    p = { $p ->
        [root] racine
       *[other] { $p }
    } : finale, value[p] = { $value }
code-mn-root = sta1 : alpha = { $alpha }, best = { $best }

## Entraînement : les retours que la page écrit autour de ceux du cœur (les phrases du cœur
## — le retour de chaque position, le texte de l'indice, le titre et l'explication d'une
## erreur connue — arrivent en anglais : $sentence, $text, $title, $names).

practice-hint-button = Indice
practice-hint-button-title = Un indice pour cet exercice (compté avec le score)
practice-hint = Indice : { $text }
practice-hint-used = Indice utilisé
practice-no-hint = Pas d’indice : { $error }
practice-hint-counted = (1 indice utilisé)
practice-mode-continuous = Chaque marque ou valeur est jugée dès que vous la faites ; une fausse peut être annulée (Annuler, ou u sur l’arbre). Le score compte les premiers essais : chaque premier pas faux coûte un point.
practice-mode-fix = Chaque marque ou valeur est jugée dès que vous la faites ; une fausse est corrigée pour vous, et chaque correction coûte un point.
practice-step-right =
    ✓ { $p ->
        [root] la racine
       *[other] position { $p }
    } : juste. { $sentence }
practice-step-wrong =
    ✗ { $p ->
        [root] la racine
       *[other] position { $p }
    } : faux. { $sentence }
practice-step-fixed =
    ✗ { $p ->
        [root] la racine
       *[other] position { $p }
    } : faux, corrigé pour vous (cela coûte un point). { $sentence }
practice-undone = Annulé.
practice-score = Score { $score } sur { $total }.
practice-score-right = Score { $score } sur { $total } — tout est juste !
practice-score-first-tries =
    Score { $score } sur { $total }, en comptant les premiers essais{ $retried ->
        [none] { "" }
       *[other] { " " }(faux au premier essai : { $retried })
    }{ $fixed ->
        [none] { "" }
       *[other] { " " }(corrigé pour vous : { $fixed })
    }.{ $correct ->
        [yes] { " " }La réponse est maintenant toute juste.
       *[no] { "" }
    }
practice-missed = Oubliées : { $list }.
practice-wrong = Fausses : { $list }.
practice-order =
    F2 examine { $terminals } positions terminales avec votre ordre (ordre donné { $original }, meilleur d’abord { $bestFirst }, minimum possible { $best }{ $corollary ->
        [none] { "" }
       *[other] , minimum du corollaire 3 { $corollary }
    }).
practice-select =
    Sélectionner { $p ->
        [root] la racine
       *[other] la position { $p }
    }
practice-fb-right-folded =
    Justes : { $count } { $count ->
        [one] position
       *[other] positions
    }
practice-verdict =
    { $verdict ->
        [right] juste
        [missed] oubliée
       *[wrong] fausse
    } :
practice-dx-close = Proche d’une erreur connue : { $names } (ci-dessous).
practice-dx-known = C’est ce que donne une erreur connue : { $names } (ci-dessous).
practice-dx-closest-title =
    Erreur connue la plus proche ({ $count } { $count ->
        [one] position
       *[other] positions
    } d’écart) : { $title }
practice-dx-title = Une erreur connue : { $title }
practice-dx-why = Pourquoi c’est une erreur
practice-dx-show = Montrer la différence sur cet arbre
practice-dx-show-title = La vue des différences : cette erreur face à la procédure correcte, à la première position où elles divergent

## Entraînement : la barre (www/practice/mode.js).

practice-title = Entraînement
practice-task = Tâche
practice-procedure = Procédure
practice-view = Vue
practice-view-minimax = minimax (valeurs du point de vue de Max)
practice-view-negamax = negamax
practice-view-fixed = L’exercice Étape suivante demande m tel que sa procédure le tient : { $view ->
        [minimax] minimax, du point de vue de Max
       *[negamax] negamax, du point de vue du joueur au trait
    }.
practice-task-prune = Élagage : qu’est-ce qui n’est pas examiné ?
practice-task-values = Valeurs renvoyées
practice-task-window = Fenêtre (α, β)
practice-task-next = Étape suivante
practice-task-order = Casse-tête de l’ordre
practice-print-title =
    { $number ->
        [none] Exercice
       *[other] Exercice { $number }
    } : { $task } — { $proc }
practice-print-prune = marquer les coupures
practice-print-values = les valeurs renvoyées
practice-print-window = recherche avec une fenêtre
practice-print-next = l’étape suivante
practice-print-order = l’ordre qui donne le plus de coupures
practice-new-menu = Nouvel exercice…
practice-seed = Graine
practice-degree = Degré
practice-height = Hauteur
practice-ordering = Ordre
practice-ordering-random = aléatoire
practice-ordering-good = bon
practice-ordering-bad = mauvais
practice-lowest = Minimum
practice-highest = Maximum
practice-new-exercise = Nouvel exercice
practice-new-seed = Nouvelle graine
practice-worksheet-menu = Fiche d’exercices…
practice-teacher-link = Lien enseignant : cacher les réponses jusqu’à la vérification
practice-latex = LaTeX
practice-latex-title = La fiche en LaTeX (forest)
practice-latex-solution = LaTeX avec solution
practice-print = Imprimer
practice-latex-saved = Fiche LaTeX enregistrée.
practice-latex-saved-solution = Fiche LaTeX avec la solution enregistrée.
practice-log-menu = Journal des tentatives…
practice-log-count =
    { $count } { $count ->
        [one] vérification enregistrée
       *[other] vérifications enregistrées
    } dans ce navigateur{ $dropped ->
        [0] { "" }
       *[other] { " " }({ $dropped } plus anciennes supprimées)
    } ; rien n’est envoyé nulle part.
practice-log-save = Télécharger (lignes JSON)
practice-log-clear = Vider le journal
practice-log-saved = Journal des tentatives enregistré.
practice-log-cleared = Journal des tentatives vidé.
practice-leave-label = Quitter l’exercice ?
practice-leave-text = Quitter l’exercice pour la vue d’exploration ? Elle montre la recherche sur cet arbre, et donc la réponse ; votre tentative notera que vous êtes parti avant de vérifier.
practice-leave = Quitter l’exercice
practice-stay = Rester
practice-unusable = L’exercice n’a pas pu être utilisé : { $error }
practice-proc-not-loaded =
    { $proc } n’a pas pu être chargé{ $error ->
        [none] { "" }
       *[other] { " " }({ $error })
    } : l’exercice n’a pas été ouvert.
practice-set-unreadable = La série d’exercices n’a pas pu être lue : { $error }
practice-set-at = Exercice { $at } sur { $size } · { $progress }
practice-set-done =
    { $done } sur { $size } faits{ $explored ->
        [0] { "" }
       *[other] { " " }({ $explored } après un passage par la vue d’exploration)
    }
practice-set-previous = ◀ Précédent
practice-set-next = Suivant ▶
practice-set-reset = Remettre à zéro
practice-fresh-needs-exercise = Les nouveaux arbres (fresh=1) demandent un exercice (ex= ou set=) : cet arbre reste.
practice-new-tree = Nouvel arbre
practice-new-tree-title = Le même genre d’exercice sur un nouvel arbre (une nouvelle tentative)
practice-new-tree-announce = { $attempts } : un nouvel arbre.
practice-attempt =
    Tentative { $n }{ $limit ->
        [none] { "" }
       *[other] { " " }sur { $limit }
    }
practice-attempts-none-left = Plus de tentatives ({ $used } sur { $limit } utilisées)
practice-attempt-scores = { " " }· scores : { $scores }
practice-no-attempts-left = Plus de tentatives : { $used } sur { $limit } utilisées.
practice-tree-checked = Cet arbre a été vérifié : passez à un nouvel arbre (Nouvel arbre) pour la tentative suivante.
practice-left-before = Vous avez déjà quitté cet exercice pour la vue d’exploration : ses vérifications sont notées comme faites après.
practice-steps-through = { $why } ; cet exercice parcourt { $proc } pas à pas.
practice-mistake-unknown = L’erreur « { $id } » n’est pas dans le catalogue de ce noyau.
practice-difference-announce = La vue des différences : { $mistake } contre { $proc } sur cet arbre.
practice-teacher-link-kept = C’est un lien enseignant : ses réponses restent cachées, et il ne donne pas de corrigé.

## Entraînement : l’énoncé (www/practice/statement.js).

practice-values-minimax = Les valeurs sont du point de vue de Max (vue minimax).
practice-values-negamax = Les valeurs sont du point de vue du joueur au trait (vue negamax).
practice-statement-prune = Quelles positions { $proc } n’examine-t-il pas sur cet arbre ? Marquez chaque sous-arbre qu’il saute. { $view }
practice-statement-values = Quelle valeur renvoie chaque position que { $proc } examine ? Dites si elle est exacte ou une borne (K&M (6), (9)). { $view }
practice-statement-window = { $proc } explore cet arbre avec la fenêtre ({ $alpha }, { $beta }). Échoue-t-il vers le bas, vers le haut, ou donne-t-il la valeur exacte, et que renvoie-t-il ? { $view }
practice-statement-next-mn = Parcourez { $proc } pas à pas sur cet arbre et prédisez chaque étape suivante : l’alpha (position max) ou le bêta (position min) du parent ensuite, du point de vue de Max (Slagle, annexe C).
practice-statement-next = Parcourez { $proc } pas à pas sur cet arbre et prédisez chaque étape suivante. m est le m du parent, du point de vue de son joueur au trait (le m du texte de la procédure, negamax comme chez K&M et dans la thèse).
practice-statement-order = Réordonnez les successeurs pour que F2 examine le moins de positions terminales possible.

## Entraînement : consignes, formulaire et réponse d’un exercice (www/practice/session.js).

practice-help-prune = Marquez les positions que la procédure n’examine pas. Cliquez ou touchez une position pour la marquer (son sous-arbre avec elle) ; au clavier : les flèches sélectionnent, Entrée ou x marque.
practice-help-values = Donnez la valeur que renvoie chaque position intérieure examinée, et si elle est exacte ou une borne. Sélectionnez une position (clic, toucher ou flèches ; Entrée mène au formulaire) et fixez sa valeur.
practice-help-window = Prédisez l’issue de la recherche avec cette fenêtre et la valeur renvoyée. Vous pouvez aussi marquer (comme pour l’élagage) les positions que la fenêtre épargne par rapport à (−∞, +∞).
practice-help-next = Le pas à pas s’est arrêté. Quelle position est examinée ensuite (testée ou cherchée à nouveau, pour PVS et Palphabeta), son parent fait-il une coupure juste après son retour, et que vaut alors le m du parent ? Sélectionnez la position sur l’arbre.
practice-help-next-drawn = L’arbre montre les valeurs du point de vue du joueur au trait à chaque position (negamax), comme m.
practice-help-order = Réordonnez les successeurs pour que F2 examine le moins de positions terminales possible. Sélectionnez une position et déplacez-la à gauche ou à droite parmi ses sœurs (touches [ et ]).
practice-tree-label-mark = Arbre d’exercice ({ $task }). Les flèches passent d’une position à l’autre ; Entrée marque la position sélectionnée.
practice-tree-label-form = Arbre d’exercice ({ $task }). Les flèches passent d’une position à l’autre ; Entrée mène au formulaire de réponse.
practice-no-selection = Aucune position sélectionnée.
practice-position =
    { $p ->
        [root] la racine
       *[other] la position { $p }
    }
practice-root = racine
practice-selected =
    Sélection : { $name }{ $terminal ->
        [terminal] { " " }(terminale : sa valeur est donnée)
       *[no] { "" }
    }{ $marked ->
        [none] { "" }
       *[other] { "\u202F" }; marquées : { $marked }
    }.
practice-marked =
    { $p ->
        [root] La racine
       *[other] { $p }
    } et son sous-arbre marqués.
practice-unmarked =
    { $p ->
        [root] La racine
       *[other] { $p }
    } n’est plus marquée.
practice-describe-marked = marquée comme non examinée
practice-describe-covered = dans un sous-arbre marqué
practice-describe-unmarked = non marquée
practice-describe-answer = votre réponse : { $value }
practice-check = Vérifier
practice-empty-label = Vérifier une réponse vide ?
practice-empty-ask = Votre réponse est vide : rien n’est marqué ni rempli. Une vérification compte comme une tentative. La vérifier quand même ?
practice-empty-check = Vérifier quand même
practice-empty-back = Revenir à la réponse
practice-show = Montrer la réponse
practice-retry = Réessayer
practice-undo = Annuler
practice-feedback-label = Retour par position
practice-call-stack = Pile d’appels (la plus interne en dernier)
practice-code = Le code
practice-mark = Marquer / démarquer la position sélectionnée
practice-clear-marks = Effacer les marques
practice-value = Valeur
practice-value-is = est
practice-value-label = Valeur renvoyée par la position sélectionnée
practice-bound-label = Valeur exacte ou borne
practice-exact = exacte
practice-lower-bound = borne inférieure (≥)
practice-upper-bound = borne supérieure (≤)
practice-set = Fixer
practice-clear = Effacer
practice-window-line = Fenêtre (α, β) = { $window }, procédure { $proc }.
practice-window-value-label = Valeur que renvoie { $proc }
practice-outcome = Issue
practice-outcome-fail-low = échoue vers le bas (fail low)
practice-outcome-exact = exacte
practice-outcome-fail-high = échoue vers le haut (fail high)
practice-value-returned = Valeur renvoyée
practice-mark-saved = Marquer / démarquer épargnée
practice-next-pos-label = Coordonnées de Dewey de la position examinée ensuite
practice-next-mn-label = L’alpha (position max) ou le bêta (position min) du parent après son retour
practice-next-m-label = Le m du parent après son retour
practice-next-question = Question suivante
practice-examined-next = Examinée ensuite
practice-cutoff-question = Coupure chez son parent juste après ?
practice-yes = oui
practice-no = non
practice-parent-mn = α (max) / β (min) du parent ensuite
practice-parent-m = m du parent ensuite
practice-move-left = ◀ À gauche
practice-move-right = À droite ▶
practice-original-order = Ordre d’origine
practice-search-over = La recherche est finie : aucune position n’est examinée après celle-ci.
practice-select-interior = Sélectionnez d’abord une position intérieure (les valeurs terminales sont données).
practice-select-non-root = Sélectionnez une position autre que la racine pour la déplacer parmi ses sœurs.
practice-moved = Le successeur { $p } est maintenant le numéro { $at } sur { $of }.
practice-choose-outcome = choisissez une issue : échoue vers le bas, exacte ou échoue vers le haut
practice-say-cutoff = dites si le parent fait une coupure (oui ou non)
practice-not-checked = Non vérifié : { $error }
practice-not-checked-stop = Non vérifié : { $error }.
practice-not-judged = Non jugé : { $error }
practice-answer = Réponse : { $text }
practice-answer-prune =
    Non examinées : { $list ->
        [nothing] aucune
       *[other] { $list }
    }.
practice-answer-window =
    Issue { $outcome }, valeur { $value } ; épargnées : { $saved ->
        [nothing] aucune
       *[other] { $saved }
    }.
practice-answer-values = Les valeurs renvoyées sont écrites à côté de chaque position intérieure examinée (≥ : une borne inférieure, ≤ : une borne supérieure).
practice-answer-next =
    Ensuite : { $p } ; { $cutoff ->
        [yes] son parent fait une coupure juste après
       *[no] pas de coupure chez son parent
    } ; le m du parent vaut alors { $m }.
practice-answer-order = L’arbre montre maintenant un ordre avec lequel F2 examine le moins de positions terminales.

## Prédire, dans la vue d’exploration (www/practice/predict.js).

predict-tally = { $right } { $right ->
        [one] prédiction juste
       *[other] prédictions justes
    } sur { $made }
predict-none-yet = Pas encore de prédiction
predict-pos-label = Position examinée ensuite (Dewey, par exemple 2.1 ; la position sélectionnée la remplit)
predict-pos = Prochaine position examinée
predict-cutoff-question = Son parent fait-il une coupure juste après ?
predict-reveal = Révéler l’étape
predict-help = Prédisez chaque étape avant qu’elle soit montrée : sélectionnez la prochaine position examinée sur l’arbre (ou tapez-la), dites si son parent fait une coupure après elle, puis Révéler. → et Lecture attendent votre prédiction.
predict-unsupported = { $why } : Prédire parcourt les procédures que connaît la tâche « Étape suivante ».
predict-no-steps = Cette exécution n’a pas de pas à pas à prédire.
predict-first = Prédisez d’abord : la position examinée ensuite (sélectionnez-la ou tapez-la) et si son parent fait une coupure.
predict-verdict =
    { $ok ->
        [yes] ✓ Juste
       *[no] ✗ Pas tout à fait
    } : { $p ->
        [root] la racine
       *[other] la position { $p }
    } est examinée ensuite{ $said ->
        [none] { "" }
        [root] { " " }(vous avez dit la racine)
       *[other] { " " }(vous avez dit { $said })
    }, et { $cutoff ->
        [yes] son parent fait une coupure juste après
       *[no] son parent ne fait pas de coupure juste après
    }{ $cutOk ->
        [yes] { "" }
       *[no] { " " }(vous avez dit le contraire)
    }.
predict-predicting = Prédiction des étapes de { $proc }.
predict-choose-other = { $why } : choisissez F2 (ou une autre procédure que la tâche « Étape suivante » parcourt) pour prédire.
predict-not-loaded = Prédire n’a pas pu être chargé : { $error }
predict-gate = Prédisez d’abord, puis révélez l’étape (Prédire est activé).

## Entraînement : le menu des plateformes d’apprentissage (www/lms).

lms-menu = Plateforme d’apprentissage…
lms-version = Version
lms-version-label = Version de SCORM
lms-mastery = Réussite à %
lms-download = Télécharger pour une plateforme d’apprentissage
lms-download-title = Un paquet SCORM de cette série (ou de cet exercice) pour Moodle, Canvas, Blackboard, Brightspace…
lms-no-set = Créez un exercice ou ouvrez une série d’abord : le paquet contient une série d’exercices.
lms-bad-mastery = Le seuil de réussite est un pourcentage entier de 0 à 100.
lms-saved = { $name } enregistré : importez-le dans la plateforme comme activité SCORM.
lms-no-package = Pas de paquet : { $error }
lms-progress-other-set = La progression gardée par la plateforme n’est pas celle de cette série ; on recommence.
lms-scorm-failed = La plateforme n’a pas tout accepté ({ $why }) ; vos réponses restent sur cette page.
lms-not-restored = Le travail enregistré par la plateforme n’a pas été restauré : { $why }.
# Why a SPLICE state was not restored: the end of lms-not-restored. $size, $max: counts.
lms-state-not-object = ce n’est pas un objet
lms-state-not-json = il ne se lit pas comme du JSON
lms-state-too-large = il est trop grand ({ $size } caractères ; au plus { $max })
lms-state-not-ours = il n’a pas été écrit par cette page
lms-state-other-exercise = il appartient à un autre exercice
lms-state-bad-attempts = son nombre de tentatives n’est pas un entier de 0 à { $max }
lms-state-bad-done = sa liste d’exercices faits est mal formée
lms-state-bad-at = son exercice courant est hors limites
# $error: why the page could not check it.
lms-state-bad-answer = sa réponse ne convient pas à cet exercice ({ $error })
lms-state-bad-log = ses relevés de tentatives ne sont pas une liste

## Le panneau Expériences (www/experiments).

exp-not-loaded = Le panneau Expériences n’a pas pu être chargé : { $error }
exp-from-link = Réglages venus du lien. Appuyez sur Lancer pour calculer les résultats.
exp-not-whole = { $what } : « { $raw } » n’est pas un nombre entier
exp-field-lo = valeur minimale
exp-field-hi = valeur maximale
exp-field-scale = échelle des arcs
exp-bad-q = q par niveau : des nombres de 0 à 1, par exemple 0.9, 0.8
exp-starting = Démarrage…
exp-progress-value = { $done } arbres sur { $total }
exp-progress-status = { $done } arbres sur { $total } (hauteur { $height })…
exp-done =
    Terminé : { $trees ->
        [one] { $trees } arbre
       *[other] { $trees } arbres
    } en { $seconds } s de recherche en arrière-plan ({ $rate } arbres/s).
exp-cancelled =
    Annulé après { $trees ->
        [one] { $trees } arbre
       *[other] { $trees } arbres
    } ; les hauteurs terminées jusqu’ici sont affichées.
exp-stopped = Arrêté.
exp-plots-failed = Les graphiques n’ont pas pu être tracés : { $error }
exp-plot-terminals-label = Positions terminales examinées selon la hauteur, échelle logarithmique, avec la théorie ; les nombres sont dans le tableau ci-dessous
exp-plot-branching-label = Facteur de branchement selon le degré : r0, r1, r* de la table 1 et le T^(1/h) de l’expérience
exp-caption = Positions terminales examinées par arbre (moyennes sur les échantillons)
exp-col-height = hauteur
exp-col-procedure = procédure
exp-col-samples = échantillons
exp-col-mean-terminals = terminales (moyenne)
exp-col-stderr = ± erreur type
exp-col-interval = intervalle à 95 %
exp-col-theory = théorie
exp-col-mean-positions = positions (moyenne)
exp-col-branching = T^(1/h)
exp-col-minimum = minimum (cor. 3)
exp-col-all = toutes (dʰ)
exp-axis-height = hauteur h
exp-axis-terminals = positions terminales examinées
exp-axis-degree = degré d
exp-axis-branching = facteur de branchement
exp-shaded = zone grisée : r0ʰ … r*ʰ (table 1)
exp-tip-terminals = { $proc }, h = { $height } : { $mean } terminales (95 % : { $low } – { $high })
exp-curve-all = dʰ (toutes)
exp-curve-minimum = Corollaire 3 (minimum)
exp-curve-theorem6 = Théorème 6 (F2)
exp-curve-54 = (54) (F1)
exp-curve-r0 = r0(d), inférieure
exp-curve-r1 = r1(d), supérieure
exp-curve-rstar = r*(d), supérieure
exp-curve-d = d, sans élagage
exp-settings-line = Modèle : { $model } ; degré d = { $degree } ; { $samples } échantillons par hauteur ; graine { $seed }.
exp-model-permutation = permutation aléatoire de 1..dʰ (§7)
exp-model-iid = valeurs i.i.d.
exp-model-dependent = totalement dépendant (§9)
exp-model-additive = valeurs d’arcs additives (§9)
exp-model-nonuniform = branchement aléatoire (cor. 2)
exp-model-pi = chiffres de π

## Le panneau Pathologie (www/pathology).

path-not-loaded = Le panneau Pathologie n’a pas pu être chargé : { $error }
path-not-number = { $what } : « { $bad } » n’est pas un nombre
path-slider = { $field } (curseur)
path-data-table = Tableau des données
path-link-unused = Certains réglages de pathologie du lien n’ont pas été utilisés : { $problems }.
path-from-link = Réglages venus du lien. Appuyez sur Lancer pour calculer les résultats.
path-rec-title = La récurrence d’erreur de Pearl (§5.1)
path-rec-intro = Un arbre uniforme dont les feuilles sont évaluées avec les erreurs err1 (une perte prise pour un gain) et err2 (un gain pris pour une perte), une feuille étant un gain avec la probabilité p. ERR est la probabilité que la valeur remontée par minimax à la racine soit fausse (éq. (1) ; éq. (3) quand les positions sont terminales avec la probabilité q).
path-preset = Préréglage
path-preset-title = Une figure de la thèse : (err1, err2), p de 0.2 à 0.9 ; q = 0.05 quand c’est indiqué
path-preset-custom = personnalisé
path-width = largeur w
path-levels = niveaux N
path-err1 = err1 (feuilles)
path-err1-hint = P(une feuille perdue est évaluée comme un gain)
path-err2 = err2 (feuilles)
path-err2-hint = P(une feuille gagnée est évaluée comme une perte)
path-q = q (terminale)
path-q-hint = éq. (3) : la probabilité qu’une position soit terminale ; 0 donne l’éq. (1)
path-p = p (feuilles, liste)
path-p-hint = P(une feuille est un gain), une courbe chacune : 0.2, 0.4, 0.6
path-rec-caption = ERR à la racine après k itérations, une courbe par p (thèse, fig. 44–47, 50–53)
path-col-level = niveau
path-rec-table-caption = { $title } ; ERR à la racine après k itérations (les feuilles au niveau N = { $levels })
path-plot-label = { $title }. Les nombres sont dans le tableau des données.
path-rec-plot-title =
    ERR après k itérations de l’éq. ({ $eq }) : w = { $width }, err1 = { $err1 }, err2 = { $err2 }{ $q ->
        [none] { "" }
       *[other] , q = { $q }
    }
path-axis-iterations = itérations k (profondeur de recherche)
path-game-title = Les jeux de Nau (§5.3)
path-game-intro = Des arbres aléatoires aux vraies valeurs connues : à chaque profondeur de recherche d, les positions du niveau d sont évaluées par leur nombre de terminales gagnantes en dessous, remontées vers les fils de la racine à gain forcé et à perte forcée ; la probabilité de décision correcte, P(décision correcte), est la part des arbres où le gain forcé obtient le meilleur score (une égalité compte pour moitié). Là où elle baisse quand d croît, chercher plus profond est pire : la pathologie.
path-game = Jeu
path-game-pearl = jeu de Pearl
path-game-incremental = incrémental
path-terminal-levels = niveaux terminaux t
path-terminal-levels-hint = une liste, une courbe chacun : 5, 7, 9
path-bad-terminal-levels = niveaux terminaux t : « { $text } » n’est pas une liste de nombres entiers
path-samples = échantillons
path-seed = graine
path-run = Lancer
path-cancel = Annuler
path-progress-label = Progression de l’expérience de pathologie
path-game-caption = P(décision correcte) selon la profondeur de recherche, minimax à côté de la propagation par produit (§5.3)
path-starting = Démarrage…
path-progress = { $pct } % (t = { $t }, { $backup })…
path-backup-minimax = minimax
path-backup-product = produit
path-done =
    Terminé : { $samples ->
        [one] { $samples } arbre
       *[other] { $samples } arbres
    } ({ $discarded } tirés et écartés) en { $seconds } s en arrière-plan.
path-cancelled = Annulé ; les courbes terminées jusqu’ici sont affichées.
path-stopped = Arrêté.
path-col-backup = remontée
path-col-depth = profondeur d
path-col-stderr = ± erreur type
path-col-samples = échantillons
path-col-discarded = écartés
path-game-name-pearl = jeu de Pearl
path-game-name-incremental = jeu incrémental
path-game-plot-title = P(décision correcte) selon la profondeur de recherche : { $game }, w = { $width }, t = { $t } ; { $samples } échantillons, graine { $seed }
path-facet-minimax = minimax
path-facet-product = propagation par produit
path-axis-depth = profondeur de recherche d
path-demo-title = Un arbre du jeu de Pearl, exploré jusqu’à la profondeur d
path-demo-intro = Carrés : Max au trait ; cercles : Min. W/L : la vraie valeur pour Max (plein : un gain forcé). Nombres : l’évaluation à la profondeur d (terminales à 1 en dessous) remontée par minimax ; les positions plus profondes sont estompées, leurs terminales montrent 1 ou 0. Une arête épaisse : le fils qu’une règle choisit (voir ci-dessous).
path-terminal-level = niveau terminal t
path-depth = profondeur de recherche d
path-next-tree = Arbre suivant
path-next-tree-title = La graine suivante
path-demo-label = Un arbre du jeu de Pearl de largeur 2 et de niveau terminal { $t } : exploré jusqu’à la profondeur { $d }, minimax { $minimax }, propagation par produit { $product }.
path-verdict-correct = correct
path-verdict-wrong = faux
path-verdict-tie = une égalité
path-demo-node =
    niveau { $level }, { $player } au trait : en vérité { $win ->
        [yes] un gain forcé
       *[no] une perte forcée
    } pour Max ; { $ones } terminales à 1 en dessous{ $d ->
        [none] { "" }
       *[other] { "\u202F" }; remonté depuis la profondeur { $d } : minimax { $minimax }, produit { $product }
    }
path-demo-backs-up =
    { $rule ->
        [minimax] Minimax
       *[product] La propagation par produit
    } remonte { $left } au fils gauche et { $right } au droit :
path-demo-tie = une égalité (compte pour moitié)
path-demo-picks =
    elle choisit le fils { $side ->
        [left] gauche
       *[right] droit
    }, { $correct ->
        [yes] le gain forcé — correct
       *[no] une perte forcée — faux
    }
path-demo-core-scores = (le noyau lui donne { $score })
path-demo-truth =
    Vérité : le fils { $win ->
        [left] gauche
       *[right] droit
    } est un gain forcé pour Max, le fils { $loss ->
        [left] gauche
       *[right] droit
    } une perte forcée (W/L sous chaque position). Exploré jusqu’à la profondeur { $d } (la ligne pointillée), chaque position du niveau { $d } est évaluée par son nombre de terminales à 1 en dessous.
path-demo-discarded =
    La graine a d’abord tiré { $count } { $count ->
        [one] arbre
       *[other] arbres
    } sans fils à gain forcé ou à perte forcée ; ils ont été écartés comme dans l’expérience.

## L’élément <game-tree-playground> (www/embed).

embed-tree-label = Arbre de jeu
embed-controls = Commandes
embed-procedure = Procédure
embed-step-through = Pas à pas
embed-first-step = Première étape
embed-step-back = Étape précédente
embed-step-forward = Étape suivante
embed-last-step = Dernière étape
embed-needs-smaller = Le pas à pas demande un arbre plus petit.
embed-mcts-caption = UCT, { $iterations } itérations : meilleur coup { $best }{ $optimal ->
        [yes] { " " }(optimal au sens du minimax)
       *[no] { " " }(non optimal au sens du minimax)
    } ; W/N à la racine { $mean } ; { $visited } positions sur { $positions } dans l’arbre de recherche ; valeur minimax { $value }
embed-mcts-no-steps = UCT n’a pas de pas à pas dans cet élément : la boîte Monte-Carlo du terrain de jeu parcourt ses phases.
embed-predict = Prédire
embed-predict-title = Prédire chaque étape avant qu’elle soit montrée
embed-predict-label = Prédire l’étape suivante
embed-predict-no-steps = Cette exécution n’a pas de pas à pas à prédire (un arbre plus petit en a un).
embed-caption =
    { $run } : valeur { $value }{ $exact ->
        [yes] { "" }
       *[no] { " " }(une borne)
    } · { $terminals ->
        [one] { $terminals } terminale
       *[other] { $terminals } terminales
    } sur { $allTerminals }, { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } sur { $allPositions } examinées{ $deep ->
        [0] { "" }
        [one] { " " }· { $deep } coupure profonde
       *[other] { " " }· { $deep } coupures profondes
    }
embed-caption-bound = borne { $beta }
embed-practice-not-loaded = le mode entraînement n’a pas pu être chargé : { $error }
embed-bad-procedure = procedure doit être { $list } ou { $last }, pas « { $asked } »
embed-bad-view = view doit être negamax ou minimax
embed-bad-window = alpha doit être inférieur à beta (alpha = { $alpha }, beta = { $beta })
embed-bad-tree = tree : { $error }
embed-too-large = l’arbre a { $size } positions ; l’élément en dessine au plus 20000
# The element's practice mode (mode=practice): its attributes' errors. $value: the
# attribute's text, cut short; $list: the names it takes; $max, $size: counts.
embed-bad-fresh = fresh vaut 1 (ou vide, ou true) pour donner un nouvel arbre après chaque vérification, ou 0, et non « { $value } »
embed-bad-attempts = attempts est un nombre entier de 1 à { $max }, et non « { $value } »
# $error: the core's reason.
embed-bad-exercise = exercise : { $error }
# $example: an exercise, as written in the attribute.
embed-fresh-needs-exercise = fresh demande un exercice (l’attribut exercise, par exemple { $example }) : un nouvel arbre est l’exercice avec une nouvelle graine
embed-attempts-needs-fresh = attempts limite les nouveaux arbres : il demande fresh (et un exercice)
embed-bad-task = task est l’une des valeurs { $list }, et non « { $value } »
embed-bad-proc = proc est l’une des procédures { $list }, et non « { $value } »
embed-bad-feedback = feedback est l’une des valeurs { $list }, et non « { $value } »
embed-practice-too-large = un arbre d’entraînement a au plus { $max } positions (celui-ci { $size })
# $method: submitAnswer or practiceHint, as written.
embed-not-practice-yet = { $method } : l’élément n’est pas encore un exercice (mode=practice ; attendez el.practiceReady)

## Les erreurs connues (crate/src/mutants) : titre et explication selon leur identifiant.

mutant-alpha-not-raised-title = α non relevé par la valeur obtenue
mutant-alpha-not-raised-explanation = Quand la valeur obtenue m d’une position dépasse α, ses successeurs suivants ne comptent que s’ils peuvent battre m ; l’élagage alpha-bêta les explore donc avec (−β, −m) : m est le nouvel α (le F2 de K&M commence m à α et passe −m vers le bas). Passer plutôt l’α d’origine donne encore la bonne valeur à la racine mais perd toutes les coupures que la borne relevée aurait causées plus bas : avec la fenêtre complète (−∞, +∞), aucune borne ne devient jamais finie et la recherche est un simple minimax.
mutant-bounds-exact-title = Bornes données comme valeurs exactes
mutant-bounds-exact-explanation = Une valeur renvoyée par une position n’est exacte que si elle est strictement à l’intérieur de la fenêtre (α, β) avec laquelle la position a été explorée. À α ou en dessous, la recherche n’a rien trouvé de mieux que α : la vraie valeur est au plus celle-là (une borne supérieure). À β ou au-dessus, elle s’est arrêtée dès qu’elle a atteint β : la vraie valeur est au moins celle-là (une borne inférieure) (K&M (9)).
mutant-cutter-marked-title = Le successeur qui cause la coupure marqué comme coupé
mutant-cutter-marked-explanation = Une coupure a lieu après qu’un successeur a été exploré : sa valeur a fait atteindre β à m (le test m ≥ β de K&M vient après t := −F2(p_i, …)). Ce successeur a été examiné — c’est sa valeur qui permet la coupure. Seuls les successeurs qui le suivent ne sont pas examinés.
mutant-fail-soft-values-title = Valeurs fail-soft pour F2
mutant-fail-soft-values-explanation = Le F2 de K&M commence le m d’une position à α, pas à −∞ : quand aucun successeur ne bat α, la position renvoie α lui-même, une borne supérieure (K&M (9)). La forme enseignée dans beaucoup de cours commence à −∞ et renvoie la meilleure valeur trouvée, qui peut être inférieure à α (fail-soft, Fishburn 1981). Les mêmes positions sont examinées et les valeurs dans la fenêtre concordent ; celles en dehors diffèrent.
mutant-minmax-swapped-title = Max et Min échangés
mutant-minmax-swapped-explanation = La racine est une position de Max : Max y joue et prend la plus grande valeur de ses successeurs ; au niveau suivant Min prend la plus petite, et ainsi de suite en alternance (K&M §1). Les échanger calcule la valeur d’un autre jeu — un jeu où chaque joueur aide l’autre — et l’élagage alpha-bêta coupe alors là où les bornes de ce jeu-là le disent, pas celles de celui-ci.
mutant-parent-marked-title = La position qui fait la coupure marquée à la place de ses successeurs
mutant-parent-marked-explanation = Une coupure à une position p signifie que p arrête sa recherche : les successeurs de p qui suivent celui qui a fait atteindre β à m ne sont pas examinés. p elle-même a été examinée — elle a renvoyé une valeur (une borne) à son parent — tout comme les successeurs qu’elle a explorés avant la coupure. Les marques vont sur les successeurs non explorés, pas sur p.
mutant-right-to-left-title = Successeurs examinés du dernier au premier
mutant-right-to-left-explanation = L’élagage alpha-bêta examine les successeurs d’une position dans leur ordre, du premier au dernier (la boucle de K&M parcourt i = 1, …, d), et les positions qu’il coupe dépendent de cet ordre : un bon coup trouvé tôt donne une borne qui élague les coups suivants. Chercher du dernier successeur au premier est une autre recherche avec d’autres coupures ; sa valeur à la racine est la même, mais les positions examinées sont celles de l’arbre miroir.
mutant-root-window-reset-title = Fenêtre complète pour chaque successeur de la racine
mutant-root-window-reset-explanation = La racine est une position comme les autres : dès que son premier successeur a donné à Max une valeur m, chaque successeur suivant ne compte que s’il peut battre m, et il est donc exploré avec la fenêtre (−β, −m) (en termes de minimax : α = m). Explorer chaque coup de la racine avec (−∞, +∞) trouve encore la bonne valeur, mais renonce à toutes les coupures que la valeur obtenue à la racine aurait permises sous son deuxième successeur et les suivants.
mutant-shallow-only-title = Pas de coupures profondes (seulement la borne du parent)
mutant-shallow-only-explanation = L’élagage alpha-bêta transmet vers le bas les deux bouts de sa fenêtre : une position reçoit (−β, −m) de son parent, et −β est le m de son grand-parent (nié deux fois). Une borne trouvée deux niveaux plus haut ou davantage s’applique donc encore : quand la valeur d’une position atteint une borne qu’un ancêtre au-dessus de son parent détient déjà, ses autres successeurs ne peuvent plus changer le résultat chez cet ancêtre, et ils sont coupés — une coupure profonde (K&M fig. 3). N’utiliser que la valeur du parent (séparation et évaluation, le F1 de K&M) examine les mêmes positions aux niveaux 0 à 3 mais manque les coupures profondes à partir du niveau 4.
mutant-strict-cutoff-title = Coupure seulement si m > β
mutant-strict-cutoff-explanation = L’élagage alpha-bêta s’arrête à une position dès que sa valeur obtenue m atteint la borne β (m ≥ β), pas seulement quand elle la dépasse. Dès que m = β, la position vaut déjà β pour le joueur qui y joue, et l’adversaire au-dessus a déjà un moyen de la tenir à β : quoi que donnent les successeurs restants, le résultat un niveau plus haut ne peut pas changer. Continuer quand m = β examine des positions qui ne peuvent pas compter.

## La phrase d’un diagnostic (le message practice-dx-text du noyau). Chaque clause complète « … ce que donne α-β si … ».

mutant-alpha-not-raised-clause = chaque position passe à tous ses successeurs la fenêtre qu’elle a reçue, sans relever α à sa valeur obtenue
mutant-bounds-exact-clause = chaque valeur renvoyée est prise pour exacte, même là où la recherche s’est arrêtée à la fenêtre et où ce n’est qu’une borne
mutant-cutter-marked-clause = le successeur dont la valeur cause une coupure est lui aussi marqué comme non examiné
mutant-fail-soft-values-clause = une position renvoie la meilleure valeur qu’elle a trouvée (fail-soft), là où F2 renvoie α quand rien ne bat α
mutant-minmax-swapped-clause = Max et Min sont échangés (la racine prend la plus petite valeur, le niveau du dessous la plus grande, et ainsi de suite)
mutant-parent-marked-clause = la position où a lieu une coupure est marquée, au lieu des successeurs qu’elle n’explore pas
mutant-right-to-left-clause = les successeurs de chaque position sont examinés du dernier au premier
mutant-root-window-reset-clause = chaque successeur de la racine est exploré avec la fenêtre complète (−∞, +∞), en oubliant la valeur obtenue à la racine
mutant-shallow-only-clause = une position n’est coupée que par la borne de son parent, jamais par une venue de plus haut (le F1 de K&M : pas de coupures profondes)
mutant-strict-cutoff-clause = une position ne fait une coupure que lorsque sa valeur obtenue dépasse strictement la borne (m > β au lieu de m ≥ β)
practice-dx-lead =
    { $task ->
        [prune]
            { $near ->
                [none] Vos marques sont
               *[other] Vos marques sont proches de
            }
        [values]
            { $near ->
                [none] Vos valeurs sont
               *[other] Vos valeurs sont proches de
            }
        [next]
            { $near ->
                [none] Votre prédiction est
               *[other] Votre prédiction est proche de
            }
       *[window]
            { $near ->
                [none] Votre réponse est
               *[other] Votre réponse est proche de
            }
    }
practice-dx-text =
    { $task ->
        [order]
            { $near ->
                [none] Votre ordre est l’un des meilleurs si { $clause }.
               *[other] Votre ordre est proche de l’un des meilleurs si { $clause }.
            }
       *[other]
            { $near ->
                [none] { $lead } ce que donne α-β si { $clause }.
               *[other] { $lead } ce que donne α-β si { $clause } ({ $near } { $near ->
                    [one] position diffère
                   *[other] positions diffèrent
                }).
            }
    }
practice-dx-here = Ici, cela veut dire :

## Les indices du noyau (le message de practiceHint). $at, $from : nom Dewey d'une position, « root » pour la racine ; $after : quel successeur (un nombre) ; $levels : un nombre ; $alpha, $beta : des valeurs.
practice-hint-cutoff-parent = Regardez la borne que { $from ->
        [root] la racine
       *[other] la position { $from }
    } transmet à { $at ->
        [root] la racine
       *[other] la position { $at }
    } : après le retour du { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur de { $at ->
        [root] la racine
       *[other] la position { $at }
    }, comparez la valeur obtenue jusqu’ici avec cette borne.
practice-hint-cutoff-ancestor = Regardez la borne que { $from ->
        [root] la racine
       *[other] la position { $from }
    } transmet jusqu’à { $at ->
        [root] la racine
       *[other] la position { $at }
    }, { $levels } niveaux plus bas : après le retour du { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur de { $at ->
        [root] la racine
       *[other] la position { $at }
    }, comparez la valeur obtenue jusqu’ici avec cette borne.
practice-hint-cutoff-root = Regardez la fenêtre de la racine : après le retour du { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur de { $at ->
        [root] la racine
       *[other] la position { $at }
    }, comparez la valeur obtenue jusqu’ici avec cette borne.
practice-hint-cutoff-window = Regardez la fenêtre avec laquelle { $at ->
        [root] la racine
       *[other] la position { $at }
    } est appelée : après le retour du { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur de { $at ->
        [root] la racine
       *[other] la position { $at }
    }, comparez la valeur obtenue jusqu’ici avec cette borne.
practice-hint-bounds = Suivez les bornes que chaque position transmet à ses successeurs : une position n’est sautée que lorsque la valeur d’un frère précédent atteint déjà la borne que tient son parent.
practice-hint-values-window = Regardez la fenêtre (α, β) = ({ $alpha }, { $beta }) avec laquelle { $at ->
        [root] la racine
       *[other] la position { $at }
    } est appelée : une valeur qui n’est pas strictement à l’intérieur est une borne, pas la valeur exacte (K&M (6), (9)).
practice-hint-values = Regardez la fenêtre avec laquelle { $at ->
        [root] la racine
       *[other] la position { $at }
    } est appelée : une valeur qui n’est pas strictement à l’intérieur est une borne, pas la valeur exacte (K&M (6), (9)).
practice-hint-values-bottom = Commencez par le bas : chaque position examinée renvoie la meilleure valeur de ses successeurs examinés pour le joueur qui y a le trait.
practice-hint-next = Regardez { $at ->
        [root] la racine
       *[other] la position { $at }
    } dans la pile d’appels : lequel de ses successeurs n’a pas encore été examiné, et la valeur qu’il renverra fera-t-elle atteindre β au m de { $at ->
        [root] la racine
       *[other] la position { $at }
    } ?
practice-hint-order = Commencez à la racine : mettez en premier le successeur le meilleur pour le joueur qui y a le trait, puis faites de même en dessous ; avec le meilleur successeur en premier partout, F2 examine exactement les positions critiques (K&M, théorème 1).

# Exercices et fiches : l'énoncé d'un exercice et les mots d'une fiche (phrases du cœur).
practice-ex-statement-prune = Marquez les positions que { $proc } n’examine pas : chaque position non examinée dont le parent est examiné (la marquer couvre tout son sous-arbre).
practice-ex-statement-values = Donnez la valeur que { $proc } renvoie en chaque position intérieure examinée ({ $view ->
        [negamax] du point de vue du joueur au trait
       *[minimax] du point de vue de Max
    }), et dites si elle est exacte, une borne inférieure ou une borne supérieure (K&M (6), (9)).
practice-ex-statement-window = Recherchez avec la fenêtre (α, β) = ({ $alpha }, { $beta }) : { $proc } échoue-t-il vers le bas, renvoie-t-il la valeur exacte, ou échoue-t-il vers le haut ? Quelle valeur renvoie-t-il, et quelles positions la fenêtre épargne-t-elle par rapport à (−∞, +∞) ?
practice-ex-statement-next = Après l’étape { $step } de la trace de { $proc } : quelle position est examinée ensuite, son parent fait-il une coupure après elle, et que devient le m du parent ?
practice-ex-statement-order = Réordonnez les successeurs pour que F2 examine le moins de positions terminales possible.
practice-sheet-subtree = Sous-arbre
practice-sheet-solution = Solution ({ $proc }) : la valeur est { $value }{ $outcome ->
        [fail_low] { " " }(échoue vers le bas : une borne supérieure)
        [fail_high] { " " }(échoue vers le haut : une borne inférieure)
       *[exact] { "" }
    } ; { $positions } positions examinées sur { $total }{ $cut ->
        [none] { "" }
       *[other] { "\u202F" }; non examiné sous les marques de coupure : { $cut }
    }.

# Practice feedback sentences (the core's)
practice-fb-order-right = À { $at ->
        [root] la racine
       *[other] la position { $at }
    } (fenêtre ({ $alpha }, { $beta })), votre ordre vaut n’importe quel autre : { $least } { $least ->
        [one] position terminale
       *[other] positions terminales
    } en dessous avec les meilleurs ordres plus bas.
practice-fb-order-wrong = À { $at ->
        [root] la racine
       *[other] la position { $at }
    } (fenêtre ({ $alpha }, { $beta })), votre ordre coûte { $mine } positions terminales en dessous, même avec les meilleurs ordres plus bas ; les successeurs dans l’ordre { $better } en coûtent { $least }.
practice-fb-window-fail-low = { $proc } avec ({ $alpha }, { $beta }) renvoie { $value } ≤ α : la recherche échoue vers le bas, la valeur de la racine est donc au plus { $value } (K&M (9)) ; une recherche d’aspiration lance une nouvelle recherche avec (−∞, { $value }) (K&M §4).
practice-fb-window-exact = { $proc } avec ({ $alpha }, { $beta }) renvoie { $value }, strictement à l’intérieur de la fenêtre : c’est la valeur exacte de la racine (K&M (9)).
practice-fb-window-fail-high = { $proc } avec ({ $alpha }, { $beta }) renvoie { $value } ≥ β : la recherche échoue vers le haut, la valeur de la racine est donc au moins { $value } (K&M (9)) ; une recherche d’aspiration lance une nouvelle recherche avec ({ $value }, +∞) (K&M §4).
practice-fb-window-not = { $outcome ->
        [fail_low] La recherche n’échoue pas vers le bas
        [exact] Ce n’est pas une valeur exacte
       *[other] La recherche n’échoue pas vers le haut
    } : { $why }
practice-fb-window-value = { $proc } renvoie { $value }.
practice-fb-window-value-wrong = Vous avez donné { $given } : { $why }
practice-fb-window-saved = { $at ->
        [root] la racine
       *[other] la position { $at }
    } est examinée avec (−∞, +∞) et épargnée par la fenêtre : { $why }.
practice-fb-window-examined = { $at ->
        [root] la racine
       *[other] la position { $at }
    } est encore examinée avec la fenêtre ({ $alpha }, { $beta }) : la fenêtre ne l’épargne pas.
practice-fb-window-higher = { $at ->
        [root] la racine
       *[other] la position { $at }
    } est épargnée, mais ce que la fenêtre épargne commence plus haut : marquez { $top ->
        [root] la racine
       *[other] la position { $top }
    }.
practice-fb-window-nothing = { $at ->
        [root] la racine
       *[other] la position { $at }
    } n’est pas non plus examinée avec (−∞, +∞) : la fenêtre n’y épargne rien.
practice-fb-prune-right = { $at ->
        [root] la racine
       *[other] la position { $at }
    } n’est pas examinée : { $why }.
practice-fb-prune-missed = { $at ->
        [root] la racine
       *[other] la position { $at }
    } n’est pas examinée et n’a pas été marquée : { $why }.
practice-fb-prune-examined = { $at ->
        [root] la racine
       *[other] la position { $at }
    } est examinée par { $proc } : aucune coupure ne la saute.
practice-fb-prune-higher = { $at ->
        [root] la racine
       *[other] la position { $at }
    } n’est en effet pas examinée, mais la coupure a lieu plus haut : marquez { $top ->
        [root] la racine
       *[other] la position { $top }
    } (tout son sous-arbre est sauté).
practice-fb-prune-below-none = { $at ->
        [root] la racine
       *[other] la position { $at }
    } n’est pas examinée, mais elle ne se trouve sous aucune racine coupée.
practice-fb-never = { $proc } n’atteint jamais { $at ->
        [root] la racine
       *[other] la position { $at }
    } : elle ne se trouve sous aucune coupure, mais la procédure n’en avait pas besoin
practice-fb-cut-minimax-max = { $kind ->
        [shallow] une coupure superficielle
        [deep] une coupure profonde
       *[window] une coupure de fenêtre
    } à { $at ->
        [root] la racine
       *[other] la position { $at }
    } : après son { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur, { $at ->
        [root] la racine
       *[other] la position { $at }
    } (Max) vaut au moins { $value } pour Max, et { $levels ->
        [0] la fenêtre de la racine
        [1] son parent, { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player }),
       *[other] { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player }), { $levels } niveaux plus haut,
    } limite Max à au plus β = { $bound } ; ses successeurs restants ne peuvent donc pas changer le résultat (K&M §2, du point de vue de Max)
practice-fb-cut-minimax-min = { $kind ->
        [shallow] une coupure superficielle
        [deep] une coupure profonde
       *[window] une coupure de fenêtre
    } à { $at ->
        [root] la racine
       *[other] la position { $at }
    } : après son { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur, { $at ->
        [root] la racine
       *[other] la position { $at }
    } (Min) limite Max à au plus { $value }, et Max est déjà sûr de α = { $bound } { $levels ->
        [0] dans la fenêtre de la racine
        [1] chez son parent, { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player })
       *[other] à { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player }), { $levels } niveaux plus haut
    } ; ses successeurs restants ne peuvent donc pas changer le résultat (K&M §2, du point de vue de Max)
practice-fb-cut-negamax-max = { $kind ->
        [shallow] une coupure superficielle
        [deep] une coupure profonde
       *[window] une coupure de fenêtre
    } à { $at ->
        [root] la racine
       *[other] la position { $at }
    } : après son { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur, m = { $value } ≥ β, où { $levels ->
        [0] β = { $bound } est celui de la fenêtre de la racine
        [1] β = { $bound } est le −m de son parent, { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player })
       *[other] β = { $bound } est le −m de { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player }), { $levels } niveaux plus haut
    } ; { $at ->
        [root] la racine
       *[other] la position { $at }
    } (Max) vaut déjà au moins { $worth } ; ses successeurs restants ne peuvent donc pas changer le résultat (K&M §2)
practice-fb-cut-negamax-min = { $kind ->
        [shallow] une coupure superficielle
        [deep] une coupure profonde
       *[window] une coupure de fenêtre
    } à { $at ->
        [root] la racine
       *[other] la position { $at }
    } : après son { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur, m = { $value } ≥ β, où { $levels ->
        [0] β = { $bound } est celui de la fenêtre de la racine
        [1] β = { $bound } est le −m de son parent, { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player })
       *[other] β = { $bound } est le −m de { $from ->
        [root] la racine
       *[other] la position { $from }
    } ({ $player }), { $levels } niveaux plus haut
    } ; { $at ->
        [root] la racine
       *[other] la position { $at }
    } (Min) limite déjà Max à au plus { $worth } ; ses successeurs restants ne peuvent donc pas changer le résultat (K&M §2)
practice-fb-cut-other = { $kind ->
        [cutoff] une coupure
        [highest-level-alpha] une coupure α de plus haut niveau (Slagle §7.1)
        [mn-alpha] une coupure α m&n (Slagle §7.3)
       *[mn-beta] une coupure β m&n (Slagle §7.2)
    } à { $at ->
        [root] la racine
       *[other] la position { $at }
    } : après son { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur, la valeur { $value } a atteint la borne { $bound } ; ses successeurs restants ne sont donc pas examinés
practice-fb-cut-other-minimax = { $kind ->
        [cutoff] une coupure
        [highest-level-alpha] une coupure α de plus haut niveau (Slagle §7.1)
        [mn-alpha] une coupure α m&n (Slagle §7.3)
       *[mn-beta] une coupure β m&n (Slagle §7.2)
    } à { $at ->
        [root] la racine
       *[other] la position { $at }
    } : après son { $after ->
        [1] 1er
       *[other] { $after }e
    } successeur, la valeur { $value } (du point de vue de Max) a atteint la borne { $bound } ; ses successeurs restants ne sont donc pas examinés
practice-fb-values-exact = { $at ->
        [root] La racine
       *[other] La position { $at }
    } ({ $player }), examinée{ $window ->
        [yes] { " " }avec la fenêtre ({ $alpha }, { $beta })
       *[no] { "" }
    }, renvoie { $value } du point de vue de { $standpoint } : sa valeur exacte ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, annexe C
    }).
practice-fb-values-lower = { $at ->
        [root] La racine
       *[other] La position { $at }
    } ({ $player }), examinée{ $window ->
        [yes] { " " }avec la fenêtre ({ $alpha }, { $beta })
       *[no] { "" }
    }, renvoie { $value } du point de vue de { $standpoint }, une borne inférieure : la recherche s’est arrêtée à l’extrémité haute de la fenêtre, la vraie valeur est donc au moins { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, annexe C
    }).
practice-fb-values-upper = { $at ->
        [root] La racine
       *[other] La position { $at }
    } ({ $player }), examinée{ $window ->
        [yes] { " " }avec la fenêtre ({ $alpha }, { $beta })
       *[no] { "" }
    }, renvoie { $value } du point de vue de { $standpoint }, une borne supérieure : rien n’a dépassé l’extrémité basse de la fenêtre, la vraie valeur est donc au plus { $value } ({ $rule ->
        [km6] K&M (6)
        [km9] K&M (9)
       *[slagle] Slagle, annexe C
    }).
practice-fb-values-empty = { $at ->
        [root] La racine
       *[other] La position { $at }
    } ({ $player }) renvoie { $value } du point de vue de { $standpoint } ; sa fenêtre était vide, elle n’en dit donc pas plus.
practice-fb-values-missed = Aucune valeur donnée. { $why }
practice-fb-values-wrong-value = Vous avez donné { $given }, la valeur est { $value }. { $why }
practice-fb-values-wrong-bound = La valeur { $given } est juste, mais ce n’est pas { $bound ->
        [exact] une valeur exacte
        [lower] une borne inférieure
       *[upper] une borne supérieure
    }. { $why }
practice-fb-values-wrong-both = Vous avez donné { $given } ({ $bound ->
        [exact] exacte
        [lower] borne inférieure
       *[upper] borne supérieure
    }). { $why }
practice-fb-values-terminal = { $at ->
        [root] la racine
       *[other] la position { $at }
    } est terminale : sa valeur { $value } est donnée avec l’arbre.
practice-fb-values-terminal-unexamined = { $at ->
        [root] la racine
       *[other] la position { $at }
    } est terminale et non examinée : elle ne renvoie rien.
practice-fb-values-no-record = { $proc } n’enregistre aucune valeur à { $at ->
        [root] la racine
       *[other] la position { $at }
    }.
practice-fb-values-not-examined = { $at ->
        [root] la racine
       *[other] la position { $at }
    } n’est pas examinée par { $proc } : elle ne renvoie rien.
practice-fb-next-examines = Ensuite, { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } examine son { $n ->
        [1] 1er
       *[other] { $n }e
    } successeur, { $at ->
        [root] la racine
       *[other] la position { $at }
    } (événement { $event }).
practice-fb-next-tests = Ensuite, { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } teste son { $n ->
        [1] 1er
       *[other] { $n }e
    } successeur, { $at ->
        [root] la racine
       *[other] la position { $at }
    }, avec une fenêtre minimale (événement { $event }).
practice-fb-next-researches = Ensuite, { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } lance une nouvelle recherche de son { $n ->
        [1] 1er
       *[other] { $n }e
    } successeur, { $at ->
        [root] la racine
       *[other] la position { $at }
    } (événement { $event }).
practice-fb-next-not = Pas { $given ->
        [root] la racine
       *[other] la position { $given }
    } : { $why }
practice-fb-next-raise = { $at ->
        [root] la racine
       *[other] la position { $at }
    } donne t = { $t } > m = { $before ->
        [none] pas encore fixé
       *[other] { $before }
    }, donc m := { $after }
practice-fb-next-stays = { $at ->
        [root] la racine
       *[other] la position { $at }
    } donne t = { $t } ≤ m = { $before ->
        [none] pas encore fixé
       *[other] { $before }
    }, donc m reste { $after }
practice-fb-next-first = { $at ->
        [root] la racine
       *[other] la position { $at }
    } est le premier successeur : m := −value = { $after }
practice-fb-next-research = la nouvelle recherche de { $at ->
        [root] la racine
       *[other] la position { $at }
    } donne m := −value = { $after }
practice-fb-next-test = le test de { $at ->
        [root] la racine
       *[other] la position { $at }
    } donne t = { $t }, qui { $exceeds ->
        [yes] dépasse m (une nouvelle recherche suit)
       *[no] ne dépasse pas m
    } ; m reste { $after }
practice-fb-next-m = { $update }.
practice-fb-next-m-wrong = Vous avez donné { $var } = { $given } : { $update }.
practice-fb-next-cut = m = { $m } ≥ { $test ->
        [bound] borne
       *[beta] β
    } = { $bound } : { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } coupe après { $at ->
        [root] la racine
       *[other] la position { $at }
    }.
practice-fb-next-test-no-cut = Un test à fenêtre minimale ne coupe pas : pas de coupure à { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } après { $at ->
        [root] la racine
       *[other] la position { $at }
    }.
practice-fb-next-equal = m = { $m } = { $test ->
        [bound] borne
       *[beta] β
    }, mais le test de coupure tel qu’il est imprimé (m > { $test ->
        [bound] borne
       *[beta] β
    }) échoue : pas de coupure à { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } après { $at ->
        [root] la racine
       *[other] la position { $at }
    }.
practice-fb-next-less = m = { $m } < { $test ->
        [bound] borne
       *[beta] β
    } = { $bound } : pas de coupure à { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } après { $at ->
        [root] la racine
       *[other] la position { $at }
    }.
practice-fb-next-cut-plain = { $cut ->
        [yes] Une coupure
       *[no] Pas de coupure
    } à { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } après { $at ->
        [root] la racine
       *[other] la position { $at }
    }.
practice-fb-next-mn-cutoff = { $at ->
        [root] la racine
       *[other] la position { $at }
    } renvoie { $u }, au-delà de la borne : { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } le renvoie aussitôt et son { $var } reste { $after }
practice-fb-next-mn-keeps = { $at ->
        [root] la racine
       *[other] la position { $at }
    } renvoie { $u } ; { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } ({ $side ->
        [max] une position max
       *[min] une position min
    }) garde { $var } = { $after }
practice-fb-next-mn-changes = { $at ->
        [root] la racine
       *[other] la position { $at }
    } renvoie { $u } ; { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } ({ $side ->
        [max] une position max
       *[min] une position min
    }) change { $var } de { $before } à { $after }
practice-fb-next-mn-beta = u = { $u } ≥ β = { $bound } : une coupure β m&n à { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } après { $at ->
        [root] la racine
       *[other] la position { $at }
    } (§7.2).
practice-fb-next-mn-alpha = u = { $u } ≤ α = { $bound } : une coupure α m&n à { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } après { $at ->
        [root] la racine
       *[other] la position { $at }
    } (§7.3).
practice-fb-next-mn-highest = u = { $u } ≤ la meilleure valeur jusqu’ici de la racine, { $bound } : une coupure α de plus haut niveau à { $parent ->
        [root] la racine
       *[other] la position { $parent }
    } après { $at ->
        [root] la racine
       *[other] la position { $at }
    } (§7.1).

# Les vérifications du formulaire d'expérience.
exp-whole-in = { $what } doit être un nombre entier de { $lo } à { $hi }
exp-what-degree = le degré
exp-what-height = chaque hauteur
exp-what-samples = le nombre d’échantillons
exp-what-seed = la graine
exp-bad-heights = hauteurs : « { $text } » n’est pas une liste de nombres entiers comme 2, 4, 6 ou 1-6
exp-unknown-model = modèle inconnu « { $model } »
exp-no-height = donnez au moins une hauteur
exp-too-many-heights = au plus { $max } hauteurs
exp-no-procedure = choisissez au moins une procédure
exp-too-big = un arbre de degré { $degree } et de hauteur { $height } a { $positions } positions ; la page explore des arbres d’au plus { $limit }
exp-lo-hi = la plus petite valeur doit être un nombre entier au plus égal à la plus grande

# The Pathology panel's form checks, presets and plots' readouts (the English file says more).
path-preset-fig = Fig. { $figure } ({ $err1 } ; { $err2 })
path-preset-fig-q = Fig. { $figure } ({ $err1 } ; { $err2 } ; q)
path-give-number = { $what } : donnez un nombre
path-in-range = { $what } doit aller de { $lo } à { $hi }, pas { $value }
path-probability = { $what } doit aller de 0 à 1, pas { $value }
path-below-one = { $what } doit aller de 0 à moins de 1, pas { $value }
path-what-p = p
path-no-p = p : donnez une ou plusieurs probabilités, par exemple 0.4, 0.6
path-too-many-p = p : au plus { $max } valeurs, pas { $n }
path-bad-game = le jeu doit être l’un de { $games }, pas « { $value } »
path-no-t = niveaux terminaux t : donnez-en un ou plusieurs, par exemple 5, 7, 9
path-too-many-t = niveaux terminaux t : au plus { $max }, pas { $n }
path-too-many-terminals = niveau terminal t = { $t } : un arbre de largeur { $width } a { $width }^{ $t } = { $terminals } terminales ; la page dessine des arbres d’au plus { $max } terminales
path-too-much-work = échantillons × terminales × profondeurs = { $work } dépasse la borne de la page, { $max } ; prenez moins d’échantillons ou un t plus petit (la CLI mène de plus grandes expériences)
path-what-demo-t = le niveau terminal t de la démonstration
path-what-demo-seed = la graine de la démonstration
path-link-unknown-key = clé inconnue « { $key } »
path-axis-correct = P(décision correcte)
path-tip-err = { $curve }, k = { $k } : ERR = { $err }
path-tip-correct = { $backup }, { $curve }, d = { $depth } : P(décision correcte) = { $correct } (95 % : { $low } – { $high })
exp-tip-branching = { $proc }, d = { $degree }, h = { $height } : T^(1/h) = { $value }

# The core's errors: generators, pathology, experiments, exercises, worksheets, SCORM, QR (the English file says more).
e-g-full-only = le modèle { $model } n’est généré que par le module complet
e-g-pi = le modèle pi a au plus { $max } chiffres ; d^h = { $n } terminales demandées
e-g-degree = le degré doit valoir au moins 1
e-g-deep = l’arbre aurait plus de { $max } niveaux de profondeur (hauteur { $height } ; la limite) : réduisez la hauteur
e-g-many = le degré { $degree } et la hauteur { $height } donnent plus de { $max } positions (d^0 + ... + d^h ; la limite) : réduisez le degré ou la hauteur
e-g-lo-hi = lo ne doit pas dépasser hi (lo = { $lo }, hi = { $hi })
e-g-scale = l’échelle doit valoir au moins 1 (reçu : { $scale })
e-g-scale-sums = l’échelle { $scale } est trop grande : la somme de { $height } valeurs d’arcs pourrait dépasser 2^53 - 1
e-g-no-q = q demande au moins une probabilité
e-g-q = q doit être dans [0, 1] ({ $q } au niveau { $level })
e-g-mean = un degré moyen doit valoir au moins 1 ({ $mean } au niveau { $level })
e-g-shape-many = l’arbre aurait plus de { $max } positions (la limite) : réduisez la hauteur, q ou le degré moyen
e-g-random-many = l’arbre aurait plus de { $max } positions (la limite) : réduisez le degré maximal ou la profondeur maximale
e-g-max-degree = le degré maximal doit valoir au moins 1
e-g-deep-height = l’arbre aurait plus de { $max } niveaux de profondeur (hauteur { $value } ; la limite) : réduisez la hauteur
e-g-deep-max-depth = l’arbre aurait plus de { $max } niveaux de profondeur (profondeur maximale { $value } ; la limite) : réduisez la profondeur maximale
e-qr-long = un lien dans un code QR a au plus { $max } octets (celui-ci : { $bytes })
e-ws-big = une fiche d’exercices dessine des arbres d’au plus { $max } positions et de hauteur { $maxHeight } au plus (celui-ci : { $positions } positions, hauteur { $height })
e-scorm-version = la version SCORM doit être 1.2 ou 2004, pas « { $version } »
e-scorm-mastery = le seuil de réussite est un pourcentage, de 0 à 100 (reçu : { $mastery })
e-scorm-title-long = le titre d’un paquet a au plus { $max } caractères (reçu : { $n })
e-scorm-title-control = le titre d’un paquet ne peut pas contenir de caractères de contrôle
e-path-probability = { $name } doit être une probabilité dans [0, 1], pas { $value }
e-path-width = la largeur doit aller de 2 à { $max }, pas { $width }
e-path-levels = le nombre de niveaux doit être au plus { $max }, pas { $levels }
e-path-q = q doit être inférieur à 1 (avec q = 1, tout nœud est terminal)
e-path-t = le niveau terminal doit valoir au moins 1
e-path-terminals = un arbre de largeur { $width } et de niveau terminal { $t } a { $width }^{ $t } terminales, plus que les { $max } permises
e-path-samples = le nombre d’échantillons doit aller de 1 à { $max }, pas { $samples }
e-path-work = échantillons × terminales = { $samples } × { $terminals } dépasse la borne de { $max } positions terminales par exécution ; prenez moins d’échantillons ou un arbre plus petit
e-x-no-height = donnez au moins une hauteur
e-x-no-samples = le nombre d’échantillons doit valoir au moins 1
e-x-samples = au plus { $max } échantillons par hauteur (reçu : { $samples }) : prenez-en moins (l’erreur type ne décroît qu’en 1/sqrt(échantillons))
e-x-no-procedure = donnez au moins une procédure
e-x-height-twice = la hauteur { $height } est donnée deux fois : donnez chaque hauteur une seule fois
e-x-proc-twice = la procédure { $proc } est donnée deux fois (« { $given } ») : donnez chaque procédure une seule fois
e-ex-degree = le degré doit être 2, 3 ou 4 (reçu : { $degree })
e-ex-height = la hauteur doit être 3, 4 ou 5 (reçu : { $height })
e-ex-values = les valeurs doivent vérifier -{ $max } <= lo < hi <= { $max } (lo = { $lo }, hi = { $hi })

# The page's limits (core/page-error.js).
lim-positions = l’arbre a { $n } positions ; cette page en traite au plus { $max }
lim-deep-page = l’arbre a { $height } niveaux de profondeur ; cette page en traite au plus { $max } (la ligne de commande, gametree, accepte des arbres plus profonds)
lim-deep-element = l’arbre a { $height } niveaux de profondeur ; cet élément en traite au plus { $max } (la ligne de commande, gametree, accepte des arbres plus profonds)
lim-steps = Le pas à pas de { $proc } sur cet arbre compte { $steps } pas ; la page en parcourt au plus { $max } (F2, avec ses coupures, en compte bien moins).

# Sentences of the page's scripts said early or on a failure (core/errors.js wordOr).
worker-why-unread = un de ses messages n’a pas pu être lu
worker-why-stopped = il s’est arrêté
worker-why-silent = il n’a pas répondu pendant { $seconds } s
exp-stopped-lost = l’expérience s’est arrêtée : un fil d’arrière-plan a été perdu ({ $why })
path-stopped-lost = l’expérience s’est arrêtée : son fil d’arrière-plan a été perdu ({ $why })
exp-stopped-why = l’expérience s’est arrêtée : { $why }
exp-stopped-worker = l’expérience s’est arrêtée : un fil d’arrière-plan a échoué
path-stopped-worker = l’expérience s’est arrêtée : le fil d’arrière-plan a échoué
job-not-loaded = l’expérience n’a pas pu être chargée : { $error }
link-exercise-unchecked = l’exercice n’a pas pu être vérifié : { $error }
core-loading = Chargement des procédures des autres articles, de l’entraînement et des expériences…
core-not-loaded = Le noyau complet n’a pas pu être chargé ({ $error }) ; F0, F1 et F2 de Knuth et Moore fonctionnent toujours.
procs-not-loaded = { $procs } n’a pas pu être chargé ({ $error })
practice-not-loaded-mode = Le mode entraînement n’a pas pu être chargé : { $error }.
proc-not-loaded = { $proc } n’a pas pu être chargé : { $why }. { $first } et { $last } de Knuth et Moore fonctionnent toujours.
proc-minimax-view = { $proc } raisonne du point de vue de Max : la vue minimax est activée (v la bascule).

# The page's own errors (core/page-error.js).
qr-too-long = le lien est trop long pour un code QR ({ $n } caractères ; au plus { $max })
qr-no-fit = le lien ne tient pas dans un code QR
lms-no-page = le paquet a besoin de playground.html, la page en un seul fichier, à côté de cette page ; elle n’a pas pu être lue ici (une page ouverte depuis un fichier, ou un site construit sans elle)
lms-page-big = playground.html fait { $bytes } octets ; un paquet en prend au plus { $max }
export-svg-failed = le navigateur n’a pas pu dessiner le SVG
export-png-big = l’image est trop grande pour un PNG
patch-long = le correctif (patch=) dépasse { $kb } Ko
patch-many = le correctif (patch=) a plus de { $max } modifications
patch-unread = la modification { $k } du correctif (patch=) est illisible : « { $item } »
patch-big = modification { $k } du correctif (patch=) : { $value } est trop grand

## Le texte d’un exercice (ex=, set=) refusé par le cœur ; { $why } est un autre de ces messages.
e-xs = octet { $offset } : exercice « { $text } » : { $why }
e-xs-no-proc = la procédure manque après la tâche (p. ex. prune.F2)
e-xs-repeat = « { $seg } » répète un réglage déjà donné
e-xs-not-degree = « { $seg } » : « { $value } » n’est pas un degré
e-xs-not-height = « { $seg } » : « { $value } » n’est pas une hauteur
e-xs-not-value = « { $seg } » : « { $value } » n’est pas une valeur
e-xs-seed = « { $seg } » : une graine s’écrit « s » suivi d’un entier (s123)
e-xs-size = « { $seg } » : la taille s’écrit « d » degré « h » hauteur (d3h4)
e-xs-values = « { $seg } » : les valeurs s’écrivent « v » MIN..MAX (v-9..9)
e-xs-window = « { $seg } » : la fenêtre s’écrit « w » ALPHA..BÊTA (w-2..5)
e-xs-score = « { $seg } » : « { $value } » : { $why }
e-score-int = « { $value } » n’est ni un entier, ni -inf, ni +inf
e-score-range = « { $value } » est hors limites : |valeur| doit être au plus 2^53 - 1
e-xs-not-setting = « { $seg } » n’est pas un réglage : attendu sGRAINE, dDhH, random|good|bad, vMIN..MAX, wA..B ou negamax
e-xs-mutant = « { $proc } » est une erreur que le correcteur reconnaît, pas une procédure à pratiquer : choisissez une procédure du catalogue (p. ex. F2)
e-task = tâche inconnue « { $task } » : attendu prune, values, window, next ou order
e-proc = procédure inconnue « { $name } » : attendu l’une de { $known }
e-xset-empty = une série d’exercices en demande au moins un
e-xset-many = une série compte au plus { $max } exercices ({ $n } donnés)
e-xset-item = exercice { $i } sur { $n } : { $why }
link-ex-unused = l’exercice (ex=) n’a pas été utilisé : { $error }
link-set-unused = la série d’exercices (set=) n’a pas été utilisée : { $error }
link-ex-next = l’exercice (ex=) : la tâche « Étape suivante » ne parcourt pas { $proc } ; cet exercice parcourt { $first }
link-set-next = exercice { $i } de la série (set=) : la tâche « Étape suivante » ne parcourt pas { $proc } ; cet exercice parcourt { $first }
e-mutant = erreur inconnue « { $name } » : attendu l’une de { $known }

## Notes et plateformes : le lien de lancement d’un paquet (practice/link.js), la note d’une
## vérification après « Montrer la réponse » (practice/session.js) et l’avis quand aucune
## plateforme n’enregistre la note (lms/practice-lms.js).

link-unknown-answers = answers= inconnu «  { $value } » ({ $choices }) : «  Montrer la réponse » reste disponible
link-bad-percent = { $key }= doit être un pourcentage entier de 0 à 100, pas «  { $value } » : il n’est pas utilisé
practice-revealed-zero = La réponse a été montrée : cette vérification vaut 0.
lms-not-recorded = Aucune plateforme d’apprentissage n’a été trouvée : votre note n’est pas enregistrée. Ouvrez les exercices depuis la page de votre cours.
e-scorm-answers = answers doit valoir never, after-attempts ou always, pas «  { $value } »
e-scorm-hint-cost = le coût d’un indice est un pourcentage, de 0 à 100 (reçu : { $cost })
lms-answers = Montrer la réponse
lms-answers-label = Quand «  Montrer la réponse » montre la réponse
lms-answers-after-attempts = après la dernière tentative
lms-answers-never = jamais
lms-answers-always = toujours
lms-hint-cost = Un indice coûte (%)
lms-bad-hint-cost = Le coût d’un indice est un pourcentage entier de 0 à 100.

## Chance positions
## Trees with chance positions (Ballard 1983's *-minimax trees), families/chance/. $p: the
## position's Dewey name, or root; $count: its outcomes; $value: its value as drawn, or none.
chance-tree-position =
    { $p ->
        [root] racine
       *[other] Position { $p }
    }, position aléatoire, { $count ->
        [one] { $count } issue
       *[other] { $count } issues
    }{ $value ->
        [none] { "" }
       *[other] , valeur { $value }
    }
# A chance procedure chosen on a tree of decision positions only. $proc: its name.
chance-plain-tree = { $proc } cherche dans les arbres à positions aléatoires, et cet arbre n’en a aucune : ouvrez-en un (le menu Exemple en a deux) ou choisissez une procédure des autres articles.
# The step-through's sentences (families/chance/sentences.js).
chance-step-enter = Entrée en { $p } ({ $kind ->
        [max] Max joue
        [min] Min joue
        [chance] une position aléatoire
       *[terminal] une position terminale
    }) avec la fenêtre (α, β) = ({ $alpha }, { $beta }).
chance-step-evaluate = { $p } est terminale : f = { $value }.
chance-step-update = En { $p } : { $child } donne t = { $t }, plus que m : m := { $m }.
chance-step-probe = En { $p } (sondage de Star2) : { $child }, par son premier successeur { $first }, vaut au moins W = { $value }.
chance-step-bounds-first = En { $p }, avant toute issue : avec chaque issue à { $L } ou à { $U }, [lo, hi] = [{ $lo }, { $hi }]{ $verdict ->
        [high]  : lo ≥ β = { $beta } : coupure
        [low]  : hi ≤ α = { $alpha } : coupure
       *[none] , pas hors de (α, β) = ({ $alpha }, { $beta }) : on cherche les issues
    }.
chance-step-bounds = En { $p }, après { $child } : [lo, hi] = [{ $loSum }, { $hiSum }] = [{ $lo }, { $hi }]{ $verdict ->
        [high]  : ne peut descendre sous β = { $beta } : coupure
        [low]  : ne peut monter au-dessus de α = { $alpha } : coupure
       *[none] , dans (α, β) = ({ $alpha }, { $beta }) : on continue
    }.
chance-step-cutoff = { $kind ->
        [decision] Coupure en { $p } après { $child } (m ≥ β)
        [probing] Coupure de sondage en { $p } après { $child } : la borne inférieure des sondages atteint β
       *[chance] Coupure aléatoire en { $p }
    } ; non cherchés : { $skipped }.
chance-step-return = { $p } renvoie { $value }{ $bound ->
        [lower] , une borne inférieure (la valeur est au moins celle-ci)
        [upper] , une borne supérieure (la valeur est au plus celle-ci)
       *[exact] { "" }
    }.
chance-who = { $kind ->
        [max] Max
        [min] Min
        [chance] hasard
       *[terminal] terminale
    }
chance-stack-window = fenêtre (α, β)
chance-stack-bounds = bornes [lo, hi]
chance-summary = { $proc } : valeur { $value }{ $decimal ->
        [none] { "" }
       *[other] { " " }(≈ { $decimal })
    } ; { $terminals } positions terminales évaluées sur { $allTerminals } ; coupures aléatoires : { $chanceCuts }, coupures de sondage : { $probingCuts } ; intervalle des feuilles [L, U] = [{ $L }, { $U }]{ $assumed ->
        [yes] { " " }(supposé : la plus petite et la plus grande valeur terminale de l’arbre)
       *[no] { "" }
    }.
chance-done = Terminé : { $proc } : la valeur de la racine est { $value } ; { $terminals } positions terminales évaluées sur { $allTerminals }, coupures aléatoires : { $chanceCuts }, coupures de sondage : { $probingCuts }.
chance-compare-caption = — valeur { $value } ; { $terminals } positions terminales ; coupures aléatoires : { $chanceCuts }
chance-counts-caption = Ballard 1983 : valeur et comptes
chance-counts-note = Star1 et Star2 bornent la valeur d’une position aléatoire avec l’intervalle des feuilles [L, U], où se trouve chaque valeur terminale ; expectimax regarde chaque position.
chance-counts-value = valeur
chance-counts-decision = coupures de décision (m ≥ β)
chance-counts-chance = coupures aléatoires
chance-counts-probing = coupures de sondage (Star2)
chance-counts-probes = sondages (Star2)
chance-counts-range = intervalle des feuilles [L, U]
chance-range-legend = Intervalle des feuilles (Star1, Star2)
chance-range-label = [L, U] sous la forme L..U
chance-range-hint = Chaque valeur terminale doit s’y trouver. Vide : la plus petite et la plus grande valeur terminale de l’arbre.
chance-range-bad = « { $value } » n’est pas un intervalle des feuilles : écrivez L..U avec des nombres entiers, par exemple -10..10, ou laissez vide.
chance-menu-off = { $label } (pas sur les positions aléatoires)
# The edit panel's row for a chance position's probabilities (families/chance/prob-editor.js). $count: its outcomes.
chance-probs-label = Probabilités
chance-probs-set = Appliquer
chance-probs-hint = Une par issue ({ $count }), fractions ou décimaux séparés par des espaces, par exemple 1/6 5/6 ; leur somme doit valoir 1.
# The same in the minimax view at Min's positions (Max's standpoint).
chance-step-update-min = En { $p } (à Min, vu par Max) : { $child } donne t = { $t }, moins que m : m := { $m }.
chance-step-probe-min = En { $p } (sondage de Star2, à Min, vu par Max) : { $child }, par son premier successeur { $first }, vaut au plus W = { $value }.
# The menus' words for Ballard's family and the examples with chance positions, added when the full core is in.
example-dice = Hasard : un arbre à la backgammon (dés, 1/6 un double)
example-aima-chance = Hasard : AIMA fig. 5.12, à gauche (valeurs 2,1 et 1,3)
example-aima-chance-transformed = Hasard : AIMA fig. 5.12, à droite (même ordre, valeurs 21 et 40,9)
proc-label-expectimax = Expectiminimax — toutes les positions
proc-label-star1 = Star1
proc-label-star2 = Star2 — Star1 avec sondage
paper-title-chance = Positions aléatoires : Ballard 1983
# Practice on the tree shown (families/chance/practice-panel.js; the core's chancePractice).
chance-practice-summary = S’exercer sur cet arbre
chance-practice-task = Exercice
chance-practice-skip = Marquer les feuilles que Star1 n’évalue pas (valeurs des feuilles dans [{ $L }, { $U }])
chance-practice-values = Donner la valeur de chaque position aléatoire
chance-practice-skip-hint = Cliquez ou touchez sur l’arbre chaque feuille que Star1 saute (ou sélectionnez-la et appuyez sur Entrée, Espace ou x), ou cochez-la ci-dessous (il cherche avec la fenêtre entière et borne chaque position aléatoire avec L et U).
chance-practice-values-hint = La moyenne de ses issues pondérée par leurs probabilités, en fraction (7/18) ou en décimal (0.39). Entrée sur une position aléatoire de l’arbre mène à son champ.
chance-practice-terminal = feuille { $p }
chance-practice-position = position aléatoire { $p }
chance-practice-check = Vérifier
chance-practice-show = Voir la réponse
chance-practice-retry = Recommencer
chance-practice-hiding = Entraînement : l’arbre ne montre que les feuilles jusqu’à ce que vous vérifiiez votre réponse ou fermiez « { chance-practice-summary } ».
chance-practice-marked = { $p } marquée.
chance-practice-unmarked = { $p } démarquée.
chance-practice-describe-marked = marquée comme sautée
chance-practice-describe-unmarked = non marquée
chance-practice-describe-value = votre valeur { $value }
chance-practice-score = { $score } sur { $total } justes.
chance-practice-wrong-skip = { $p } : marquée, mais Star1 l’évalue.
chance-practice-missed-skip = { $p } : Star1 la saute ; non marquée.
chance-practice-wrong-value = { $p } : { $given } n’est pas sa valeur.
chance-practice-missed-value = { $p } : aucune valeur donnée.
chance-practice-right = { $p } : juste.
chance-practice-answer-skip = Star1 saute : { $list }.
chance-practice-answer-none = Star1 évalue toutes les feuilles.
chance-practice-answer-value = { $p } : { $value }
chance-practice-mistake = L’erreur : { $title }. { $explanation }
chance-mistake-chance-as-min-title = une position aléatoire évaluée comme celle de Min
chance-mistake-chance-as-min = Une position aléatoire a été évaluée comme si Min y jouait (sa plus petite issue) ; sa valeur est la moyenne de ses issues pondérée par leurs probabilités.
chance-mistake-plain-average-title = moyenne simple
chance-mistake-plain-average = Les probabilités ont été ignorées (la moyenne simple des issues) ; chaque issue compte avec sa probabilité.
chance-mistake-forgets-unseen-mass-title = les issues pas encore cherchées oubliées
chance-mistake-forgets-unseen-mass = Les bornes d’une position aléatoire ont omis les issues pas encore cherchées ; Star1 compte chacune à L pour la borne inférieure et à U pour la supérieure.

## Monte Carlo tree search
## The panel that runs UCT on the page's tree beside alpha-beta (mcts/panel.js, plot.js,
## stepper.js). N: visits; W: rewards summed; W/N: the mean reward (0 to 1, from the
## standpoint of the player moving at the parent); UCB1: W/N + C·sqrt(ln N_parent / N).
mcts-not-loaded = Le panneau de recherche arborescente Monte-Carlo n’a pas pu être chargé : { $error }
mcts-intro = UCT (Kocsis et Szepesvári 2006) échantillonne l’arbre : chaque itération choisit un chemin selon les valeurs UCB1, ajoute une position, joue des coups au hasard jusqu’à une position terminale et compte la récompense sur le chemin. Son coup est le successeur de la racine le plus visité. À côté, alpha-bêta (F2) prouve la valeur minimax.
mcts-iterations = Itérations
mcts-seed = Graine
mcts-c = C (exploration)
mcts-run = Lancer UCT
mcts-cap = Les exécutions se font sur un fil d’arrière-plan, avec leur progression et Annuler ; elles s’arrêtent à { $max } itérations.
mcts-bad-iterations = Itérations : un nombre entier de 1 à { $max }.
mcts-bad-seed = Graine : un nombre entier, 0 ou plus.
mcts-bad-c = C : un nombre, 0 ou plus (ou une racine comme √2).
mcts-refused = UCT ne peut pas s’exécuter sur cet arbre : { $error }
mcts-done = UCT a fait { $iterations } itérations.
mcts-stale = L’arbre a changé : relancez UCT pour cet arbre.
mcts-cancel = Annuler
mcts-progress-label = Itérations faites
mcts-progress-value = { $done } itérations sur { $total }
mcts-progress-status = UCT en cours : { $done } itérations sur { $total }…
mcts-starting = Début d’une exécution de { $total } itérations…
mcts-cancelled = Annulé après { $done } itérations sur { $total } ; la dernière exécution terminée reste affichée.
mcts-stopped-lost = l’exécution s’est arrêtée : son fil d’arrière-plan a été perdu ({ $why })
mcts-stopped-why = l’exécution s’est arrêtée : { $why }
mcts-stopped-worker = l’exécution s’est arrêtée : le fil d’arrière-plan a échoué
mcts-root = la racine
mcts-table-caption = Les successeurs de la racine après l’exécution
mcts-col-move = Coup
mcts-col-n = N
mcts-col-mean = W/N
mcts-col-ucb = UCB1
mcts-col-value = Valeur minimax
mcts-col-optimal = Optimal
mcts-chosen-move = { $move } (coup d’UCT)
mcts-yes = oui
mcts-no = non
mcts-no-move = UCT n’a pas de coup : la racine est terminale.
mcts-move-optimal = Après { $iterations } itérations, UCT joue { $move } (le plus de visites), un coup optimal au sens minimax.
mcts-move-not-optimal = Après { $iterations } itérations, UCT joue { $move } (le plus de visites), qui n’est pas optimal au sens minimax (optimaux : { $optimal }).
mcts-estimate = L’estimation de la racine est { $estimate } ; sa valeur minimax est { $value }.
mcts-f2 = Alpha-bêta (F2) examine { $terminals } positions terminales pour prouver la valeur { $value }.
mcts-plot-caption = L’estimation de la racine selon les itérations, à côté de la valeur minimax et du coût d’alpha-bêta
mcts-plot-label = Graphique de l’estimation par UCT de la valeur de la racine selon le nombre d’itérations en échelle logarithmique, avec la valeur minimax en ligne horizontale et les positions terminales examinées par alpha-bêta en ligne verticale
mcts-plot-failed = Le graphique n’a pas pu être tracé : { $error }
mcts-axis-iterations = itérations
mcts-axis-estimate = estimation de la racine
mcts-key-estimate = estimation d’UCT
mcts-key-optimal = coup optimal
mcts-key-not-optimal = coup non optimal
mcts-key-value = valeur minimax
mcts-key-f2 = terminales de F2
mcts-tip = { $iterations } itérations : estimation { $estimate }, coup optimal : { $optimal }
mcts-steps-title = Les premières itérations, phase par phase
mcts-steps-intro = Les { $iterations } premières itérations de la même exécution, chacune en quatre phases : sélection, expansion, simulation, rétropropagation.
mcts-prev = Phase précédente
mcts-next = Phase suivante
mcts-prev-iteration = Itération précédente
mcts-next-iteration = Itération suivante
mcts-scrub = Aller à la phase
mcts-where = Phase { $k } sur { $steps }
mcts-step-positions = Positions : { $positions }
mcts-ph-select = Itération { $iteration }, sélection :
mcts-ph-select-none = Itération { $iteration }, sélection : la racine a encore des successeurs hors de l’arbre de recherche, la sélection s’arrête donc à la racine.
mcts-ph-select-at = { $at } : les valeurs UCB1 sont { $values } ; elle choisit { $chosen }.
mcts-ph-expand = Itération { $iteration }, expansion : { $position } est ajoutée à l’arbre de recherche.
mcts-ph-expand-none = Itération { $iteration }, expansion : { $position } est terminale, rien n’est ajouté.
mcts-ph-simulate = Itération { $iteration }, simulation : les coups au hasard { $path } atteignent la position terminale { $leaf }, valeur { $value }, récompense { $reward } pour Max.
mcts-ph-backup = Itération { $iteration }, rétropropagation : N et W augmentent sur le chemin :
mcts-ph-update = { $position } N = { $n }, W = { $w }
mcts-on-tree = Montrer l’étape sur l’arbre (N et W/N à côté de chaque position de l’arbre de recherche)
mcts-tree-stats = N { $n } · { $mean }
mcts-tree-n = N { $n }
mcts-tree-ucb = UCB { $ucb }
mcts-tree-visits = dans l’arbre de recherche, N = { $n }, W/N = { $mean }
mcts-tree-unvisited = hors de l’arbre de recherche
mcts-tree-role-path = sur le chemin de la sélection
mcts-tree-role-chosen = choisie par la sélection
mcts-tree-role-added = ajoutée par l’expansion
mcts-tree-role-random = sur le chemin aléatoire de la simulation
mcts-tree-role-updated = mise à jour par la rétropropagation
mcts-practice-summary = S’exercer à UCT à la main
mcts-practice-task = Tâche
mcts-practice-select = Quel successeur la sélection choisit-elle ensuite ?
mcts-practice-backup = Que valent N et W après cette rétropropagation ?
mcts-practice-shown = Itérations avant la question
mcts-practice-new = Nouvelle question
mcts-practice-bad-shown = Itérations avant la question : un nombre entier de 0 à 100 000.
mcts-practice-stale = L’arbre a changé : voici une nouvelle question sur l’arbre affiché.
mcts-practice-statement = Après { $shown } itérations d’UCT avec la graine { $seed } et C = { $c } (récompenses : la valeur de la feuille ramenée de [{ $lower }, { $upper }] à [0, 1]), l’arbre de recherche contient ces statistiques. W compte les récompenses du joueur qui joue au parent de la position (Max à la racine).
mcts-practice-select-hint = De la racine vers le bas, choisissez le successeur de plus grande valeur UCB1 W/N + C·√(ln N_parent / N) (à égalité, le premier). La sélection s’arrête à une position dont un successeur n’est pas encore dans l’arbre de recherche, ou à une feuille.
mcts-practice-backup-hint = L’itération suivante descend { $path } ; sa simulation atteint la feuille { $leaf } (valeur { $value }) : récompense { $reward } pour Max. Donnez N et W de chaque position du chemin après la rétropropagation (W exactement : une fraction comme 7/4, ou un décimal).
mcts-practice-stops-terminal = La sélection s’arrête à { $p } : c’est une feuille.
mcts-practice-stops-root = La racine a encore un successeur hors de l’arbre de recherche : la sélection ne choisit rien (demandez après plus d’itérations).
mcts-practice-stops-unvisited = La sélection s’arrête à { $p } : un de ses successeurs n’est pas encore dans l’arbre de recherche (l’expansion l’ajoute).
mcts-practice-at =
    Étape { $k } : en { $p } (N = { $n } ; { $who ->
        [max] Max
       *[min] Min
    } joue), quel successeur ?
mcts-practice-col-position = Position
mcts-practice-col-w = W
mcts-practice-col-choose = Choisir
mcts-practice-col-for = Récompenses de
mcts-practice-col-n-after = N après
mcts-practice-col-w-after = W après
mcts-practice-who =
    { $who ->
        [max] Max
       *[min] Min
    }
mcts-practice-n-of = N de { $p } après la rétropropagation
mcts-practice-w-of = W de { $p } après la rétropropagation
mcts-practice-check = Vérifier
mcts-practice-show = Montrer la réponse
mcts-practice-score = { $score } sur { $total } justes.
mcts-practice-step-right = Étape { $k } : { $p }, juste.
mcts-practice-step-wrong =
    Étape { $k } : { $p } n’est pas { $after ->
        [true] sur le chemin de la sélection (une étape précédente était fausse).
       *[false] le successeur de plus grande valeur UCB1.
    }
mcts-practice-step-missed = Étape { $k } : aucun successeur choisi.
mcts-practice-step-extra = Étape { $k } : { $p } : la sélection s’arrête avant.
mcts-practice-nw-right = { $p } : N et W justes.
mcts-practice-nw-bad =
    { $p } : { $part ->
        [n] N
       *[w] W
    } { $said ->
        [yes] = { $given } n’est pas juste.
       *[no] non donné.
    }
mcts-practice-answer-select = La sélection choisit { $list }.
mcts-practice-answer-none = La sélection ne choisit rien : la racine a encore un successeur hors de l’arbre de recherche.
mcts-practice-answer-nw = { $p } : N = { $n }, W = { $w }
mcts-practice-mistake = L’erreur : { $title }. { $explanation }
mcts-mistake-perspective-title = l’erreur de point de vue
mcts-mistake-perspective = Les récompenses ont été comptées du point de vue de Max à chaque position. W compte la récompense du joueur qui joue au parent : sous une position de Min, c’est 1 − r, et Min choisit selon son propre W/N, pas selon celui de Max.
mcts-mistake-exploit-only-title = l’exploitation seule (C = 0)
mcts-mistake-exploit-only = Le successeur de meilleure moyenne W/N a été choisi, sans le terme d’exploration C·√(ln N_parent / N) ; un successeur moins visité peut avoir la plus grande valeur UCB1.
mcts-mistake-swapped-title = visites et récompenses interverties
mcts-mistake-swapped = Les visites et les récompenses ont été interverties (la récompense ajoutée à N, un à W) : chaque position du chemin reçoit une visite de plus, N + 1, et sa récompense s’ajoute à W.

uct-exp-title = UCT face à alpha-bêta : pièges peu profonds et P-jeux
uct-exp-intro = Sur de nombreux arbres tirés avec une graine, la fréquence à laquelle le coup d’UCT (le successeur de la racine le plus visité) est un coup minimax-optimal après chaque nombre d’itérations, et le nombre de feuilles que F2 (alpha-bêta) examine pour prouver la valeur sur les mêmes arbres. Les arbres pièges cachent un coup perdant dont la réfutation est peu profonde (Ramanujan, Sabharwal et Selman 2010) ; les P-jeux sont les jeux aléatoires de Kocsis et Szepesvári (2006). Comme gametree experiment --model trap ou pgame.
uct-exp-model = Modèle
uct-exp-model-trap = arbres pièges (un piège peu profond)
uct-exp-model-pgame = P-jeux
uct-exp-degree = Degré
uct-exp-height = Hauteur
uct-exp-samples = Arbres
uct-exp-iterations = Itérations (budgets croissants)
uct-exp-seed = Graine
uct-exp-c = C (exploration)
uct-exp-run = Lancer UCT
uct-exp-cancel = Annuler
uct-exp-csv = Télécharger le CSV
uct-exp-starting = Démarrage…
uct-exp-progress = { $done } arbres sur { $total }
uct-exp-done = Terminé : { $trees } arbres en { $seconds } s.
uct-exp-cancelled = Annulé.
uct-exp-stopped = Arrêté.
uct-exp-caption = Le coup d’UCT face aux coups minimax-optimaux, par budget d’itérations
uct-exp-col-iterations = Itérations
uct-exp-col-trees = Arbres
uct-exp-col-optimal = Coup optimal
uct-exp-col-probability = P(optimal)
uct-exp-col-wilson-low = Borne basse à 95 % (Wilson)
uct-exp-col-wilson-high = Borne haute à 95 % (Wilson)
uct-exp-col-settled = Optimal dès lors
uct-exp-col-f2 = Feuilles de F2 (moyenne)
uct-exp-bad-whole = { $field } : un nombre entier de { $lo } à { $hi }.
uct-exp-bad-iterations = Itérations : des nombres entiers croissants séparés par des virgules, au plus { $max }.
uct-exp-bad-c = C : un nombre ≥ 0, comme 1,4 ou √2.
uct-exp-needed = Le coup d’UCT est optimal sur au moins { $share } des arbres à partir de { $iterations } itérations ; F2 examine { $terminals } feuilles en moyenne pour prouver la valeur (rapport { $ratio }).
uct-exp-not-reached = Le coup d’UCT n’est pas optimal sur { $share } des arbres, même à { $last } itérations ; F2 examine { $terminals } feuilles en moyenne pour prouver la valeur.
uct-exp-plot-caption = P(le coup d’UCT est minimax-optimal) selon les itérations (échelle logarithmique), avec les feuilles de F2
uct-exp-plot-label = Probabilité que le coup d’UCT soit minimax-optimal selon les itérations, avec en trait vertical la moyenne des feuilles que F2 examine
uct-exp-plot-failed = Le graphique n’a pas pu être tracé : { $error }
uct-exp-key-optimal = P(coup optimal)
uct-exp-key-settled = optimal dès lors
uct-exp-key-f2 = feuilles de F2
uct-exp-axis-iterations = Itérations
uct-exp-axis-probability = Part des arbres
uct-exp-tip = { $iterations } itérations : P = { $probability } ({ $optimal } arbres sur { $trees })
